import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function SignInAs() {
  return (
    <Tabs defaultValue="customer">
      <TabsList aria-label="Sign in as">
        <TabsTrigger value="customer">Customer</TabsTrigger>
        <TabsTrigger value="admin">Admin</TabsTrigger>
        <TabsTrigger value="staff">Staff</TabsTrigger>
      </TabsList>
      <TabsContent value="customer">Customer form</TabsContent>
      <TabsContent value="admin">Admin form</TabsContent>
      <TabsContent value="staff">Staff form</TabsContent>
    </Tabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrow keys (wrapping) and Home/End, showing the focused tab’s panel', async () => {
    const user = userEvent.setup();
    render(<SignInAs />);
    expect(screen.getByRole('tabpanel', { name: 'Customer' }).textContent).toBe('Customer form');
    await user.tab();
    expect(document.activeElement).toBe(selected());
    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Admin');
    expect(document.activeElement).toBe(selected());
    expect(screen.getByRole('tabpanel', { name: 'Admin' }).textContent).toBe('Admin form');
    await user.keyboard('{End}');
    expect(selected().textContent).toBe('Staff');
    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Customer');
    await user.keyboard('{ArrowLeft}');
    expect(selected().textContent).toBe('Staff');
    await user.keyboard('{Home}');
    expect(selected().textContent).toBe('Customer');
    // One tab in the Tab order: Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Customer' }));
    expect(screen.queryByText('Admin form')).toBeNull();
  });
});
