import type { ComponentProps, ComponentType, ReactElement } from 'react';
import { Dialog } from 'radix-ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, MountedOnFirstOpen } from './dialog';

// Radix's roots, counted: a closed dialog must not render them (decision 049, session 17).
const roots = vi.hoisted(() => ({ dialog: 0, alert: 0 }));
const radix = vi.hoisted(() => ({}) as { actual: typeof import('radix-ui') });

vi.mock('radix-ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('radix-ui')>();
  radix.actual = actual;
  function counted<P extends object>(key: keyof typeof roots, Root: ComponentType<P>) {
    return function CountedRoot(props: P) {
      roots[key] += 1;
      return <Root {...props} />;
    };
  }
  return {
    ...actual,
    Dialog: { ...actual.Dialog, Root: counted('dialog', actual.Dialog.Root) },
    AlertDialog: { ...actual.AlertDialog, Root: counted('alert', actual.AlertDialog.Root) },
  };
});

const noop = () => undefined;
const trigger = <Button variant="secondary">Add Timewaster Phone</Button>;

function formDialog(props: Partial<ComponentProps<typeof FormDialog>> = {}) {
  return (
    <FormDialog
      open={false}
      onOpenChange={noop}
      trigger={trigger}
      title="Add Timewaster Phone"
      description="Ten digits"
      onSubmit={noop}
      submitLabel="Add"
      {...props}
    >
      <input aria-label="Phone" />
    </FormDialog>
  );
}

// React's state, kept between calls of a component called as a function: a click and the renders after
// it, with no DOM in the unit tests. Off, `useState` is React's own.
const state = vi.hoisted(() => ({ kept: false, value: undefined as unknown }));

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  function useState<S>(initial: S) {
    if (!state.kept) return actual.useState(initial);
    if (state.value === undefined) state.value = initial;
    return [state.value as S, (next: S) => void (state.value = next)] as const;
  }
  return { ...actual, useState };
});

beforeEach(() => {
  roots.dialog = 0;
  roots.alert = 0;
  state.kept = false;
  state.value = undefined;
});

describe('FormDialog', () => {
  it('closed, is the markup of Radix’s closed trigger with no Radix dialog behind it', () => {
    const html = renderToStaticMarkup(formDialog());
    expect(roots.dialog).toBe(0);
    const { Dialog } = radix.actual;
    expect(html).toBe(
      renderToStaticMarkup(
        <Dialog.Root open={false}>
          <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        </Dialog.Root>,
      ),
    );
    expect(html).toContain('aria-haspopup="dialog" aria-expanded="false" data-state="closed"');
  });

  it('open, is Radix’s dialog', () => {
    const html = renderToStaticMarkup(formDialog({ open: true }));
    expect(roots.dialog).toBe(1);
    expect(html).toContain('aria-expanded="true"');
  });
});

describe('ConfirmDialog', () => {
  it('closed, is the markup of Radix’s closed trigger, or nothing without one', () => {
    const html = renderToStaticMarkup(<ConfirmDialog title="Confirm Deletion" onConfirm={noop} trigger={trigger} />);
    expect(renderToStaticMarkup(<ConfirmDialog title="Confirm Deletion" onConfirm={noop} />)).toBe('');
    expect(roots.alert).toBe(0);
    const { AlertDialog } = radix.actual;
    expect(html).toBe(
      renderToStaticMarkup(
        <AlertDialog.Root open={false}>
          <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
        </AlertDialog.Root>,
      ),
    );
  });

  it('open, is Radix’s alert dialog', () => {
    renderToStaticMarkup(<ConfirmDialog title="Confirm Deletion" onConfirm={noop} trigger={trigger} open />);
    expect(roots.alert).toBe(1);
  });
});

describe('MountedOnFirstOpen', () => {
  /** The caller's dialog as FormDialog draws it: its Radix root (counted), whose trigger is the same button. */
  function radixDialog(open: boolean) {
    return (
      <Dialog.Root open={open}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      </Dialog.Root>
    );
  }
  const live = (open: boolean) => () => radixDialog(open);

  it('closed, is the markup of Radix’s closed trigger and renders none of the dialog; nothing without a trigger', () => {
    const dialog = vi.fn(live(false));
    const html = renderToStaticMarkup(
      <MountedOnFirstOpen trigger={trigger} open={false} onOpen={noop}>
        {dialog}
      </MountedOnFirstOpen>,
    );
    expect(dialog).not.toHaveBeenCalled();
    expect(html).toBe(renderToStaticMarkup(radixDialog(false)));
    expect(renderToStaticMarkup(<MountedOnFirstOpen>{dialog}</MountedOnFirstOpen>)).toBe('');
    expect(dialog).not.toHaveBeenCalled();
  });

  it('mounts the dialog open on the first click, and keeps it mounted once closed', () => {
    state.kept = true;
    const onOpen = vi.fn();
    const render = (open: boolean) =>
      MountedOnFirstOpen({ trigger, open, onOpen, children: live(open) }) as ReactElement<{ onClick: () => void }>;

    const closed = render(false);
    expect(renderToStaticMarkup(closed)).toContain('aria-expanded="false" data-state="closed"');
    closed.props.onClick();
    expect(onOpen).toHaveBeenCalledOnce();
    // The caller opens it: Radix's dialog, open.
    expect(renderToStaticMarkup(render(true))).toMatch(/aria-expanded="true" aria-controls="[^"]+" data-state="open"/);
    expect(roots.dialog).toBe(1);
    // Closed again: still Radix's (its trigger takes the focus back), not the closed markup in its place
    // (the same markup: Radix's closed trigger has no aria-controls; the root counted tells them apart).
    expect(renderToStaticMarkup(render(false))).toContain('aria-expanded="false" data-state="closed"');
    expect(roots.dialog).toBe(2);
  });

  it('mounts on the first click alone a dialog that keeps its own state', () => {
    state.kept = true;
    const dialog = vi.fn(live(true));
    const closed = MountedOnFirstOpen({ trigger, children: dialog }) as ReactElement<{ onClick: () => void }>;
    expect(dialog).not.toHaveBeenCalled();
    closed.props.onClick();
    renderToStaticMarkup(MountedOnFirstOpen({ trigger, children: dialog }) as ReactElement);
    expect(dialog).toHaveBeenCalledOnce();
    expect(roots.dialog).toBe(1);
  });

  it('mounts the dialog open when its caller opens it without a click (a confirm dialog without a trigger)', () => {
    expect(renderToStaticMarkup(<MountedOnFirstOpen open>{live(true)}</MountedOnFirstOpen>)).toContain(
      'aria-expanded="true"',
    );
    expect(roots.dialog).toBe(1);
  });
});
