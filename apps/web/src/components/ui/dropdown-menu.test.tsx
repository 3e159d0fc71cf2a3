import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

// Issue 12 item 3: Radix lays a menu out left to right unless told; ours follows the document.

function renderOpenMenu() {
  render(
    <DropdownMenu open modal={false}>
      <DropdownMenuTrigger>Account menu</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Login</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>,
  );
  return screen.getByRole('menu');
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('DropdownMenu', () => {
  it('reads right to left on a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    expect(renderOpenMenu()).toHaveAttribute('dir', 'rtl');
  });

  it('reads left to right on an English page', () => {
    document.documentElement.dir = 'ltr';
    expect(renderOpenMenu()).toHaveAttribute('dir', 'ltr');
  });
});
