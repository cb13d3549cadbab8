import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { ImagePicker, type PickedImage } from './ImagePicker';

// jsdom has no object URLs: count what is made and revoked.
let made = 0;
const createObjectURL = vi.fn(() => `blob:photo-${(made += 1)}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  made = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const server = (n: number): PickedImage[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}`, url: `https://img.example/s${i + 1}.jpg` }));
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const addInput = () => screen.getByLabelText('Add photo');

describe('ImagePicker', () => {
  it('starts with an add tile and a zero count', () => {
    renderWithProviders(<ImagePicker />);
    expect(addInput()).toHaveAttribute('accept', 'image/*');
    expect(addInput()).toHaveAttribute('multiple');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByText('0 of 9 photos')).toBeInTheDocument();
  });

  it('previews chosen photos from object URLs and reports them', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImagePicker onChange={onChange} />);
    await userEvent.upload(addInput(), [photo('a.jpg'), photo('b.jpg')]);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:photo-1');
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'blob:photo-2');
    const images = onChange.mock.lastCall?.[0] as PickedImage[];
    expect(images.map((i) => i.file?.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(new Set(images.map((i) => i.id)).size).toBe(2);
    expect(screen.getByText('2 of 9 photos')).toBeInTheDocument();
  });

  it('shows server images and removes one, keeping focus in the grid', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImagePicker defaultValue={server(3)} onChange={onChange} />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([server(3)[0], server(3)[2]]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      'https://img.example/s1.jpg',
      'https://img.example/s3.jpg',
    ]);
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();
    // Not ours to revoke.
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('previewable: a photo is removed from its preview, never by a button over the photo', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImagePicker defaultValue={server(3)} onChange={onChange} previewable />);
    expect(screen.queryByRole('button', { name: /^Remove photo/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([server(3)[0], server(3)[2]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes to the photo that took its place.
    expect(screen.getByRole('button', { name: 'View photo 2' })).toHaveFocus();
  });

  it('previewable and locked: the preview offers no remove', async () => {
    renderWithProviders(<ImagePicker defaultValue={server(2)} previewable locked />);
    await userEvent.click(screen.getByRole('button', { name: 'View photo 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1' });
    expect(within(dialog).queryByRole('button', { name: /^Remove photo/ })).toBeNull();
  });

  it('cuts a selection at the limit, says so and hides the add tile when full', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImagePicker defaultValue={server(7)} onChange={onChange} />);
    await userEvent.upload(
      addInput(),
      ['1', '2', '3', '4'].map((n) => photo(`${n}.jpg`)),
    );
    expect(screen.getAllByRole('img')).toHaveLength(9);
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('You can add up to 9 photos');
    expect(screen.queryByLabelText('Add photo')).not.toBeInTheDocument();
    expect(screen.getByText('9 of 9 photos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 9' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(addInput()).toHaveFocus();
  });

  it('ignores files that are not images', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImagePicker onChange={onChange} />);
    await userEvent.upload(addInput(), new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('revokes the object URL of a removed photo and all of them on unmount', async () => {
    const { unmount } = renderWithProviders(<ImagePicker />);
    await userEvent.upload(addInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:photo-1');
    unmount();
    expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual([
      'blob:photo-1',
      'blob:photo-2',
      'blob:photo-3',
    ]);
  });

  it('follows a controlled value', async () => {
    function Host() {
      const [images, setImages] = useState<PickedImage[]>(server(1));
      return (
        <>
          <ImagePicker value={images} onChange={setImages} max={3} />
          <button type="button" onClick={() => setImages([])}>
            clear
          </button>
        </>
      );
    }
    renderWithProviders(<Host />);
    await userEvent.upload(addInput(), [photo('a.jpg')]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('2 of 3 photos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
  });

  it('shows 99+ in the badge above 99 photos', () => {
    renderWithProviders(<ImagePicker defaultValue={server(120)} max={200} />);
    expect(screen.getByText('99+ of 200 photos')).toBeInTheDocument();
  });

  it('read-only shows photos without add, remove or count', () => {
    renderWithProviders(<ImagePicker readOnly defaultValue={server(2)} />, { locale: 'id' });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tambah foto')).not.toBeInTheDocument();
    expect(screen.queryByText(/dari 9 foto/)).not.toBeInTheDocument();
  });
});
