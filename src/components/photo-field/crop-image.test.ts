import { describe, expect, it } from 'vitest';
import { checkImageFile, isStoredImageUrl, MAX_IMAGE_BYTES } from '@/lib/uploads';
import { cropOutputSize } from './crop-image';

describe('cropOutputSize', () => {
  it('keeps a small crop at its own size and caps a large one at 512', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 300, height: 300 })).toBe(300);
    expect(cropOutputSize({ x: 10, y: 20, width: 3000, height: 3000 })).toBe(512);
    expect(cropOutputSize({ x: 0, y: 0, width: 800.4, height: 799.6 }, 1000)).toBe(800);
    expect(cropOutputSize({ x: 0, y: 0, width: 0.2, height: 0.2 })).toBe(1);
  });
});

describe('checkImageFile (the photo field refuses before cropping)', () => {
  it('takes PNG and JPEG avatars under 10 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 }, 'avatar')).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES - 1 }, 'avatar')).toBeNull();
  });

  it("refuses 10 MB or more with the spec's text", () => {
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES }, 'avatar')).toBe(
      'File must smaller than 10 MB',
    );
    expect(checkImageFile({ type: 'image/png', size: 11 * 1024 * 1024 }, 'photo')).toBe('File must smaller than 10 MB');
  });

  it('refuses other types for avatars; photos also take WebP', () => {
    for (const type of ['image/svg+xml', 'text/html', 'image/gif', 'image/webp', 'video/mp4', '']) {
      expect(checkImageFile({ type, size: 10 }, 'avatar'), type).toBe('Failed to upload file.');
    }
    expect(checkImageFile({ type: 'image/webp', size: 10 }, 'photo')).toBeNull();
  });

  it('tells stored URLs from new image64 values', () => {
    expect(isStoredImageUrl('/media/avatars/abc.webp')).toBe(true);
    expect(isStoredImageUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isStoredImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
