import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('render the tabs pattern, only the selected panel with its content', () => {
    const html = renderToStaticMarkup(
      <Tabs defaultValue="GALLERY">
        <TabsList aria-label="Posts or gallery">
          <TabsTrigger value="POST">Posts</TabsTrigger>
          <TabsTrigger value="GALLERY">Gallery</TabsTrigger>
        </TabsList>
        <TabsContent value="POST">the posts</TabsContent>
        <TabsContent value="GALLERY">the pictures</TabsContent>
      </Tabs>,
    );
    expect(html).toContain('role="tablist" aria-orientation="horizontal"');
    expect(html).toMatch(
      /role="tab" id="([^"]+)-trigger-POST" aria-selected="false" aria-controls="\1-content-POST"[^>]*tabindex="-1"/,
    );
    expect(html).toMatch(
      /role="tab" id="([^"]+)-trigger-GALLERY" aria-selected="true"[^>]*data-state="active"[^>]*tabindex="0"/,
    );
    expect(html).toMatch(/role="tabpanel"[^>]*data-state="inactive"[^>]*hidden=""[^>]*><\/div>/);
    expect(html).toMatch(/role="tabpanel"[^>]*data-state="active"[^>]*>the pictures<\/div>/);
    expect(html).not.toContain('the posts');
  });

  it('set no state while mounting, as Radix’s tabs did (no Radix here)', () => {
    expect(readFileSync(new URL('./tabs.tsx', import.meta.url), 'utf8')).not.toMatch(/from 'radix-ui'|@radix-ui/);
  });
});
