import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField } from './input-field';

// Issue 12 item 3: e-mail addresses and phone numbers are typed left to right, on Arabic pages too.
describe('InputField', () => {
  it('writes e-mail and phone fields left to right, other fields in the page direction', () => {
    render(
      <>
        <InputField label="Email" type="email" />
        <InputField label="Phone number" type="tel" />
        <InputField label="Full name" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('dir');
  });
});
