import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitize } from 'storybook/internal/csf';
import { notify } from '@/lib/toast/notify';
import { renderRoute } from '@/testing/render-route';
import { DESKTOP_PICTURE_TAG, PICTURED_APART, picturedApart, storyPicture } from './story-picture';

const screenStory = (tags: string[] = []) => ({ id: 'pages-cart--two-lines', tags });
const component = { id: 'components-ui-button--primary', tags: [DESKTOP_PICTURE_TAG] };

describe('storyPicture', () => {
  it('pictures a component once, in the desktop run, cropped to what it drew', () => {
    expect(storyPicture(component, 'desktop', 'desktop')).toEqual({
      name: 'desktop/components-ui-button--primary',
      area: 'drawn',
      masked: false,
    });
    expect(storyPicture(component, 'phone', 'phone')).toBeNull();
  });

  it('pictures every screen story at phone width, the whole window', () => {
    expect(storyPicture(screenStory(), 'phone', 'phone')).toEqual({
      name: 'phone/pages-cart--two-lines',
      area: 'window',
      masked: true,
    });
  });

  it('pictures a screen at desktop width only when the story is tagged for it', () => {
    expect(storyPicture(screenStory(), 'desktop', 'desktop')).toBeNull();
    expect(storyPicture(screenStory([DESKTOP_PICTURE_TAG]), 'desktop', 'desktop')).toEqual({
      name: 'desktop/pages-cart--two-lines',
      area: 'window',
      masked: true,
    });
  });

  it("pictures a screen that names its own width once, in the run that is not the phone's", () => {
    expect(storyPicture(screenStory(), 'smallPhone', 'desktop')).toEqual({
      name: 'smallPhone/pages-cart--two-lines',
      area: 'window',
      masked: true,
    });
    expect(storyPicture(screenStory(), 'smallPhone', 'phone')).toBeNull();
    expect(storyPicture(screenStory([DESKTOP_PICTURE_TAG]), 'phone', 'desktop')).toBeNull();
  });
});

describe('picturedApart', () => {
  it("finds a screen's header and each toast, whole, and nothing of its page", async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Our menu' });
    notify.success('Cart', 'Added to the cart.');
    notify.error('Favourites', 'The favourites could not be saved.');
    await screen.findByRole('alert');

    const parts = picturedApart(document.body);

    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe(screen.getByRole('banner'));
    for (const words of ['CartAdded to the cart.', 'FavouritesThe favourites could not be saved.']) {
      const toast = parts.find((part) => part.textContent?.startsWith(words)) as HTMLElement;
      expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    }
    // The page's own live region (the dish count) stays in the picture.
    const main = screen.getByRole('main');
    const pageStatuses = within(main).getAllByRole('status');
    expect(pageStatuses.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(part.contains(main) || main.contains(part)).toBe(false);
      expect(pageStatuses.some((status) => part.contains(status))).toBe(false);
    }
  });
});

describe('PICTURED_APART', () => {
  const storyFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => readFileSync(join('src', file), 'utf8'));

  it.each(PICTURED_APART.map(({ story }) => story))('names %s, whose own stories are pictured', (title) => {
    expect(storyFiles.some((text) => text.includes(`title: '${title}'`))).toBe(true);
    const picture = storyPicture({ id: `${sanitize(title)}--any`, tags: [] }, 'desktop', 'desktop');
    expect(picture).toMatchObject({ area: 'drawn', masked: false });
  });
});
