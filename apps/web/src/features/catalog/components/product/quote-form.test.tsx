import { messages } from '@store/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestStateProvider } from '#web/test/test-state';
import { mockFetch, type MockReply, validationFailed } from '#web/test/fetch-mock';
import { QuoteForm } from './quote-form';

const PRODUCT = { _id: '3f1c9a4e-6b1d-4c3e-9a7f-2d5e8b0c1a23', title: 'ROG Hyperion Custom Build' };

function setup(reply: (body: unknown) => MockReply = () => ({ status: 201, body: { success: true, message: messages.QUOTE_SENT } })) {
  const sent: unknown[] = [];
  mockFetch(({ url, method, body }) => {
    if (url !== '/api/shop/quotes?lang=en' || method !== 'POST') return undefined;
    sent.push(body);
    return reply(body);
  });
  const onDone = vi.fn<() => void>();
  const user = userEvent.setup();
  render(
    <TestStateProvider>
      <QuoteForm product={PRODUCT} onDone={onDone} />
    </TestStateProvider>,
  );
  return { user, sent, onDone };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'name' | 'email' | 'phone' | 'quantity' | 'message', string>>) {
  const labels = { name: 'Full name', email: 'Email', phone: 'Phone number', quantity: 'Quantity', message: 'Message (optional)' };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field as keyof typeof labels]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('Get Quote form (docs/store-rules.md#get-quote)', () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const { user, sent } = setup();
    await fill(user, { quantity: '0' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(messages.NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(messages.NAME_REQUIRED);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.EMAIL_INVALID);
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(messages.PHONE_INVALID);
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(messages.QUANTITY_MIN);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses a phone number that is not one', async () => {
    const { user, sent } = setup();
    await fill(user, { name: 'Omar', email: 'omar@example.ae', phone: '12' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(messages.PHONE_INVALID)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the request and shows the answer', async () => {
    const { user, sent, onDone } = setup();
    await fill(user, { name: 'Omar Haddad', email: 'Omar@Example.ae', phone: '050 123 4567', quantity: '3', message: 'For our office' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.QUOTE_SENT);
    expect(sent).toEqual([
      {
        productId: PRODUCT._id,
        name: 'Omar Haddad',
        email: 'omar@example.ae',
        phone: '+971501234567',
        quantity: 3,
        message: 'For our office',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's message and its field errors", async () => {
    const { user } = setup(() => validationFailed([{ path: 'email', message: 'This domain does not take mail' }]));
    await fill(user, { name: 'Omar', email: 'omar@example.ae', phone: '0501234567' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.VALIDATION_FAILED);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This domain does not take mail'));
  });

  it('shows a refusal without field errors, e.g. a product without quotes', async () => {
    const { user } = setup(() => ({ status: 409, body: { success: false, code: 'QUOTE_NOT_AVAILABLE', message: messages.QUOTE_NOT_AVAILABLE } }));
    await fill(user, { name: 'Omar', email: 'omar@example.ae', phone: '0501234567' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.QUOTE_NOT_AVAILABLE);
  });
});
