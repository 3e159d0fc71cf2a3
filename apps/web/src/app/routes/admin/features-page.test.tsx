import { messages, type Feature } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, type MockRequest, validationFailed } from '#web/test/fetch-mock';
import { setupAdmin } from '#web/test/render-admin';
import AdminFeaturesPage from './features-page';

type Handler = (request: MockRequest, slides: Feature[]) => MockReply | undefined;

const slide = (id: string, title: string, order: number, active = true): Feature => ({
  _id: id,
  image: `/uploads/products/${id}-640.webp`,
  title,
  subtitle: `${title} subtitle`,
  link: '/shop/listing',
  order,
  active,
});

/** The admin list as the server keeps it: `slides` changes when a handler changes it. */
function setup(handler: Handler = () => undefined) {
  const slides: Feature[] = [slide('f-1', 'Gaming week', 0), slide('f-2', 'New laptops', 1, false), slide('f-3', 'Displays', 2)];
  const page = setupAdmin(AdminFeaturesPage, '/admin/features', (request) => {
    if (request.url === '/api/admin/features/getall') return { body: { success: true, data: slides } };
    if (request.url === '/api/shop/features') return { body: { success: true, data: slides.filter((item) => item.active) } };
    return handler(request, slides);
  });
  return { ...page, slides };
}

const listTitles = () =>
  within(screen.getByRole('list', { name: 'Home page slides, in display order' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

describe('admin home page slides (/admin/features)', () => {
  it('lists the slides in display order with thumbnails and an Active/Hidden badge', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Home page slides, in display order' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(listTitles()).toEqual(['Gaming week', 'New laptops', 'Displays']);
    expect(within(items[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    expect((items[0] as HTMLElement).querySelector('img')).toHaveAttribute('src', '/uploads/products/f-1-320.webp');
    // The ends of the list cannot move further.
    expect(within(list).getByRole('button', { name: 'Move “Gaming week” up' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(list).getByRole('button', { name: 'Move “Displays” down' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('creates a slide with an uploaded image and sends the form as the contract says', async () => {
    const { user, fetchMock } = setup(({ url, method, body }, slides) => {
      if (url === '/api/admin/uploads' && method === 'POST') {
        return { status: 201, body: { success: true, data: { url: '/uploads/products/new-640.webp' } } };
      }
      if (url === '/api/admin/features/create' && method === 'POST') {
        const created = { ...(body as Feature), _id: 'f-4', order: 3 };
        slides.push(created);
        return { status: 201, body: { success: true, message: messages.FEATURE_CREATED, data: created } };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a slide' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.TITLE_REQUIRED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/features/create')).toBe(false);

    const file = new File(['fake image bytes'], 'banner.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), file);
    expect(await within(dialog).findByRole('img', { name: 'Preview of the slide image' })).toHaveAttribute(
      'src',
      '/uploads/products/new-640.webp',
    );
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/admin/uploads');
    const form = upload?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('banner.png');

    await user.type(within(dialog).getByLabelText('Title'), 'Summer sale');
    const arabicTitle = within(dialog).getByLabelText('Title (Arabic)');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    await user.type(arabicTitle, 'تخفيضات الصيف');
    await user.type(within(dialog).getByLabelText('Subtitle'), 'Up to 30% off displays');
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), '/shop/deals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.FEATURE_CREATED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/features/create');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      image: '/uploads/products/new-640.webp',
      title: 'Summer sale',
      subtitle: 'Up to 30% off displays',
      // An Arabic field left empty is sent as null: Arabic pages show the English.
      titleAr: 'تخفيضات الصيف',
      subtitleAr: null,
      link: '/shop/deals',
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listTitles()).toEqual(['Gaming week', 'New laptops', 'Displays', 'Summer sale']));
  });

  it('shows a refused upload at the image field', async () => {
    const { user } = setup(({ url }) =>
      url === '/api/admin/uploads' ? { status: 400, body: { success: false, code: 'IMAGE_UNSUPPORTED', message: messages.IMAGE_UNSUPPORTED } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a slide' });
    await user.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'banner.webp', { type: 'image/webp' }));
    expect(await within(dialog).findByText(messages.IMAGE_UNSUPPORTED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the link as the contract does, and shows the server’s link error at the field', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === '/api/admin/features/update/f-1' && method === 'PUT'
        ? validationFailed([{ path: 'link', message: messages.LINK_INVALID }])
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Gaming week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slide' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gaming week');
    const link = within(dialog).getByLabelText('Link');

    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.LINK_INVALID)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/features/update/f-1')).toBe(false);

    await user.clear(link);
    await user.type(link, 'https://example.com/promo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/features/update/f-1')).toBe(true));
    expect(await within(dialog).findByText(messages.LINK_INVALID)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit slide' })).toBeInTheDocument();
  });

  it('moves a slide up with the reorder call and shows the new order', async () => {
    const { user, fetchMock } = setup(({ url, method, body }, slides) => {
      if (url !== '/api/admin/features/reorder' || method !== 'PATCH') return undefined;
      const ids = (body as { ids: string[] }).ids;
      const reordered = ids.map((id, order) => ({ ...(slides.find((item) => item._id === id) as Feature), order }));
      slides.splice(0, slides.length, ...reordered);
      return { body: { success: true, message: messages.FEATURES_REORDERED, data: reordered } };
    });
    await user.click(await screen.findByRole('button', { name: 'Move “Displays” up' }));

    expect(await screen.findByText(messages.FEATURES_REORDERED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/features/reorder');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ids: ['f-1', 'f-3', 'f-2'] });
    await waitFor(() => expect(listTitles()).toEqual(['Gaming week', 'Displays', 'New laptops']));
  });

  it('toasts the server’s message when a reorder fails', async () => {
    const { user } = setup(({ url }) =>
      url === '/api/admin/features/reorder' ? { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: messages.FEATURE_IDS_REPEATED } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Move “Gaming week” down' }));
    expect(await screen.findByText(messages.FEATURE_IDS_REPEATED)).toBeInTheDocument();
    expect(listTitles()).toEqual(['Gaming week', 'New laptops', 'Displays']);
  });

  it('toasts the fallback when the server gives no message', async () => {
    const { user } = setup(({ url }) => (url === '/api/admin/features/reorder' ? { status: 500, body: {} } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Move “Gaming week” down' }));
    expect(await screen.findByText(messages.SERVER_ERROR)).toBeInTheDocument();
  });

  it('deletes a slide only after the confirmation', async () => {
    const { user, fetchMock } = setup(({ url, method }, slides) => {
      if (url !== '/api/admin/features/delete/f-2' || method !== 'DELETE') return undefined;
      slides.splice(1, 1);
      return { body: { success: true, message: messages.FEATURE_DELETED, data: { _id: 'f-2' } } };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete New laptops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this slide?' });
    expect(within(dialog).getByText(/New laptops/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.FEATURE_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(listTitles()).toEqual(['Gaming week', 'Displays']));
  });
});
