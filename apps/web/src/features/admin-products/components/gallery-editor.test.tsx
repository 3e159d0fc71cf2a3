import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { GalleryEditor } from './gallery-editor';

// The admin's gallery editor (issue 14 item 4, docs/decisions/034): the order
// changes by keyboard as well as by dragging, and every change is announced.

const photo = (name: string) => `/uploads/products/${name}-640.webp`;
let saved: string[] = [];

function Editor({ initial }: { initial: string[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <GalleryEditor
      value={photos}
      onChange={(next) => {
        saved = next;
        setPhotos(next);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Photos' }))
    .getAllByRole('button', { name: /^Photo/ })
    .map((item) => item.getAttribute('aria-label'));

afterEach(() => {
  vi.unstubAllGlobals();
  saved = [];
});

describe('gallery editor', () => {
  it('moves a focused photo with the arrow keys, keeps the focus on it and announces the move', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[photo('a'), photo('b'), photo('c')]} />);
    expect(order()).toEqual(['Photo 1 of 3, Listing image', 'Photo 2 of 3', 'Photo 3 of 3']);

    screen.getByRole('button', { name: 'Photo 3 of 3' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(saved).toEqual([photo('a'), photo('c'), photo('b')]);
    expect(screen.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Photo 2 of 3' })).toHaveFocus());

    await user.keyboard('{ArrowLeft}');
    expect(saved).toEqual([photo('c'), photo('a'), photo('b')]);
    expect(screen.getByText('Photo moved to position 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Photo 1 of 3, Listing image' })).toHaveFocus());

    await user.keyboard('{ArrowUp}');
    expect(saved).toEqual([photo('c'), photo('a'), photo('b')]);
  });

  it('moves and removes photos with the buttons', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[photo('a'), photo('b'), photo('c')]} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(saved).toEqual([photo('b'), photo('a'), photo('c')]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(saved).toEqual([photo('a'), photo('c')]);
    expect(screen.getByText('Photo removed, 2 left')).toBeInTheDocument();
  });

  it('uploads the picked files in order, and stops offering more at 8 photos', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    mockFetch(({ url, method }) => {
      if (url !== '/api/admin/uploads' || method !== 'POST') return undefined;
      uploads += 1;
      return { body: { success: true, data: { url: photo(`new${uploads}`) } } };
    });
    render(<Editor initial={Array.from({ length: 6 }, (_, index) => photo(`p${index}`))} />);
    const files = ['x', 'y', 'z'].map((name) => new File(['image'], `${name}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Photos Add photos'), files);
    await waitFor(() => expect(screen.getByText('Photo added, 8 in the gallery')).toBeInTheDocument());
    expect(uploads).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent('1 photo was left out: a product has at most 8 photos');
    expect(saved.slice(6)).toEqual([photo('new1'), photo('new2')]);
    expect(screen.getByLabelText('Photos The gallery is full (8 photos)')).toBeDisabled();
  });
});
