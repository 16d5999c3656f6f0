import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { fakeApi, heldAnswer } from '../../testing/fake-api';
import { ImagePicker } from './image-picker';

/** A product form's picture field: the picker holding its value as a form does. */
function PictureField({ initial = '', defaultImage }: { initial?: string; defaultImage?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImagePicker value={value} onChange={setValue} kind="product" defaultImage={defaultImage} />
      <p data-testid="saved-value">{value}</p>
    </>
  );
}

const photo = (bytes: number, name = 'rice.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const savedValue = () => screen.getByTestId('saved-value').textContent;

describe('the image picker', () => {
  it('refuses a photo over 5 MB before sending it, saying why', async () => {
    const calls = fakeApi({});
    render(<PictureField />);
    await userEvent.upload(screen.getByLabelText('Image file'), photo(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(messages.image.tooLarge);
    expect(calls).toEqual([]);
    expect(savedValue()).toBe('');
  });

  it('uploads a chosen photo at once, with a spinner meanwhile, and keeps its address', async () => {
    const held = heldAnswer();
    const calls = fakeApi({ 'POST /api/admin/uploads': () => held.answer });
    render(<PictureField />);
    expect(screen.getByRole('status').textContent).toBe('No image yet: upload a photo or paste a link.');
    await userEvent.upload(screen.getByLabelText('Image file'), photo(2048));
    expect(screen.getByRole('status').textContent).toBe('Uploading the photo…');
    expect(calls.map((call) => `${call.method} ${call.path}?${call.query}`)).toEqual([
      'POST /api/admin/uploads?kind=product',
    ]);
    held.release({ status: 201, body: { url: '/uploads/products/rice.webp', width: 800, height: 800 } });
    await screen.findByText('Image selected.');
    expect(savedValue()).toBe('/uploads/products/rice.webp');
    expect(screen.getByAltText('Selected image preview').getAttribute('src')).toBe(
      '/uploads/products/rice.webp',
    );
    // Our own upload's address is not a link the admin pasted.
    expect(screen.getByLabelText<HTMLInputElement>(/Or use an image link/).value).toBe('');
  });

  it("shows the server's refusal and keeps the image it had", async () => {
    fakeApi({
      'POST /api/admin/uploads': () => ({
        status: 400,
        body: { error: { code: 'validation', message: messages.image.onlyImages } },
      }),
    });
    render(<PictureField initial="/uploads/products/old.webp" />);
    await userEvent.upload(screen.getByLabelText('Image file'), photo(2048));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.image.onlyImages);
    expect(savedValue()).toBe('/uploads/products/old.webp');
  });

  it('warns when a pasted link shows no image, and falls back to the default image', async () => {
    fakeApi({});
    const user = userEvent.setup();
    render(<PictureField defaultImage="/images/product-placeholder.svg" />);
    await user.type(screen.getByLabelText(/Or use an image link/), 'https://example.com/gone.jpg');
    expect(savedValue()).toBe('https://example.com/gone.jpg');
    fireEvent.error(screen.getByAltText('Selected image preview'));
    expect(screen.getByRole('status').textContent).toBe(
      'This link does not show an image. Check it or upload a photo.',
    );
    expect(screen.getByAltText('Default image').getAttribute('src')).toBe('/images/product-placeholder.svg');
    expect(savedValue()).toBe('https://example.com/gone.jpg');
  });
});
