import { messages, type DeliverySettings } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, validationFailed } from '#web/test/fetch-mock';
import { setupAdmin } from '#web/test/render-admin';
import AdminSettingsPage from './settings-page';

// /admin/settings (issue 14 item 3, docs/decisions/032): the delivery fee per
// emirate and the free-delivery threshold.

const SETTINGS: DeliverySettings = {
  fees: [
    { emirate: 'Abu Dhabi', fee: 20 },
    { emirate: 'Dubai', fee: null },
    { emirate: 'Sharjah', fee: null },
    { emirate: 'Ajman', fee: null },
    { emirate: 'Umm Al Quwain', fee: null },
    { emirate: 'Ras Al Khaimah', fee: null },
    { emirate: 'Fujairah', fee: null },
  ],
  freeDeliveryThreshold: null,
  defaultFee: 25,
};

function setup(put?: (body: unknown) => MockReply) {
  const { user, fetchMock } = setupAdmin(AdminSettingsPage, '/admin/settings', ({ url, method, body }) => {
    if (url !== '/api/admin/settings/delivery') return undefined;
    if (method === 'PUT') return put?.(body) ?? { body: { success: true, message: messages.DELIVERY_SETTINGS_SAVED, data: SETTINGS } };
    return { body: { success: true, data: SETTINGS } };
  });
  const puts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/admin/settings/delivery' && init?.method === 'PUT');
  return { user, puts };
}

describe('admin settings (/admin/settings)', () => {
  it("shows each emirate's fee, the standard fee where it has none, and the threshold", async () => {
    setup();
    expect(await screen.findByLabelText('Fee in Abu Dhabi (AED)')).toHaveValue(20);
    expect(screen.getByLabelText('Fee in Dubai (AED)')).toHaveValue(null);
    expect(screen.getByLabelText('Fee in Dubai (AED)')).toHaveAttribute('placeholder', expect.stringMatching(/^Standard: AED\s25\.00$/));
    expect(screen.getByLabelText('Free delivery from (AED)')).toHaveValue(null);
    expect(screen.getByText(/Leave an emirate empty to charge the standard fee of AED\s25\.00/)).toBeInTheDocument();
  });

  it('saves the fees and the threshold, and says so', async () => {
    const { user, puts } = setup(() => ({
      body: {
        success: true,
        message: messages.DELIVERY_SETTINGS_SAVED,
        data: { ...SETTINGS, fees: SETTINGS.fees.map((row) => (row.emirate === 'Dubai' ? { ...row, fee: 15 } : row)), freeDeliveryThreshold: 500 },
      },
    }));
    await user.type(await screen.findByLabelText('Fee in Dubai (AED)'), '15');
    await user.type(screen.getByLabelText('Free delivery from (AED)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(messages.DELIVERY_SETTINGS_SAVED)).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      fees: { 'Abu Dhabi': 20, Dubai: 15, Sharjah: null, Ajman: null, 'Umm Al Quwain': null, 'Ras Al Khaimah': null, Fujairah: null },
      freeDeliveryThreshold: 500,
    });
    expect(screen.getByLabelText('Fee in Dubai (AED)')).toHaveValue(15);
  });

  it('checks the amounts before sending, and shows the server field errors at their fields', async () => {
    const { user, puts } = setup(() => validationFailed([{ path: 'freeDeliveryThreshold', message: messages.FREE_DELIVERY_THRESHOLD_INVALID }], messages.FREE_DELIVERY_THRESHOLD_INVALID));
    const sharjah = await screen.findByLabelText('Fee in Sharjah (AED)');
    await user.type(sharjah, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sharjah).toHaveAccessibleDescription(messages.DELIVERY_FEE_INVALID));
    expect(puts()).toHaveLength(0);

    await user.clear(sharjah);
    await user.type(sharjah, '12.5');
    await user.type(screen.getByLabelText('Free delivery from (AED)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Free delivery from (AED)')).toHaveAccessibleDescription(
        expect.stringContaining(messages.FREE_DELIVERY_THRESHOLD_INVALID),
      ),
    );
    expect(puts()).toHaveLength(1);
  });
});
