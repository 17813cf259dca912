import type { ComponentProps, ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './dialog';

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

beforeEach(() => {
  roots.dialog = 0;
  roots.alert = 0;
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
