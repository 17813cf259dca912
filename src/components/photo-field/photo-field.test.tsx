import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhotoField } from './photo-field';

describe('PhotoField', () => {
  const noop = () => undefined;

  it("offers 'Upload Photo' on a PNG/JPEG file input labelled by that text when empty", () => {
    const html = renderToStaticMarkup(
      <PhotoField label="Profile picture" value={null} onChange={noop} name="image64" required />,
    );
    expect(html).toContain('Profile picture');
    expect(html).toMatch(/<label[^>]*>Upload Photo<input[^>]*type="file"/);
    expect(html).toContain('accept="image/png,image/jpeg"');
    expect(html).toContain('name="image64"');
    expect(html).not.toContain('Delete Photo');
    expect(html).not.toContain('<img');
  });

  it("shows the preview, 'Change Photo' and 'Delete Photo' when there is a picture", () => {
    const value = 'data:image/png;base64,iVBORw0KGgo=';
    const html = renderToStaticMarkup(<PhotoField label="Profile picture" value={value} onChange={noop} />);
    expect(html).toContain(`src="${value}"`);
    expect(html).toMatch(/>Change Photo<input/);
    expect(html).toContain('Delete Photo');
  });

  it('shows the form error and marks the input invalid', () => {
    const html = renderToStaticMarkup(
      <PhotoField label="Profile picture" value={null} onChange={noop} error="Profile picture is required" />,
    );
    expect(html).toContain('Profile picture is required');
    expect(html).toContain('aria-invalid="true"');
  });
});
