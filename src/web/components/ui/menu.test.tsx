import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { Menu, MenuItemButton, MenuItemLink, MenuList, MenuPopup, MenuSeparator, MenuTrigger } from './menu';

function Fixture({ onArchive = () => {} }: { onArchive?: () => void }) {
  const [view, setView] = useState<'main' | 'more'>('main');
  return (
    <MemoryRouter>
      <button type="button">Before</button>
      <Menu onOpenChange={(open) => !open && setView('main')}>
        <MenuTrigger>Actions</MenuTrigger>
        <MenuPopup>
          <MenuList label={view === 'main' ? 'Actions' : 'More'} view={view}>
            {view === 'main' ? (
              <>
                <MenuItemLink to="/edit">Edit</MenuItemLink>
                <MenuItemButton onSelect={onArchive}>Archive</MenuItemButton>
                <MenuItemButton onSelect={() => setView('more')} keepOpen aria-haspopup="menu">
                  More
                </MenuItemButton>
                <MenuSeparator />
                <MenuItemButton onSelect={() => {}}>Delete</MenuItemButton>
              </>
            ) : (
              <MenuItemButton onSelect={() => setView('main')} keepOpen>
                Back
              </MenuItemButton>
            )}
          </MenuList>
        </MenuPopup>
      </Menu>
    </MemoryRouter>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('opens on click with the first item focused and tells its state on the button', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(item('Edit')).toHaveFocus();
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Edit',
      'Archive',
      'More',
      'Delete',
    ]);
  });

  it('moves with the arrow keys (wrapping), Home, End and typed letters', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}');
    expect(item('Archive')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('m');
    expect(item('More')).toHaveFocus();
    // Letters typed in a row add up (the WAI-ARIA typeahead): 'de' finds Delete.
    await user.keyboard('{Escape}');
    await user.click(trigger());
    await user.keyboard('de');
    expect(item('Delete')).toHaveFocus();
  });

  it('opens from the keyboard: ArrowDown on the first item, ArrowUp on the last', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
  });

  it('closes on Escape with focus back on the button, on Tab, and on a press outside', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs an item and closes; a submenu item keeps it open and focuses the new list', async () => {
    const onArchive = vi.fn();
    const user = userEvent.setup();
    render(<Fixture onArchive={onArchive} />);
    await user.click(trigger());
    await user.click(item('Archive'));
    expect(onArchive).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
    expect(item('Back')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(item('Edit')).toHaveFocus();

    // Closing resets the submenu: the next opening starts on the main list.
    await user.click(item('More'));
    await user.keyboard('{Escape}');
    await user.click(trigger());
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
  });
});

function MenuOpeningADialog() {
  const [view, setView] = useState<'main' | 'more'>('main');
  const [dialogOpen, setDialogOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Menu triggerRef={triggerRef} onOpenChange={(open) => !open && setView('main')}>
        <MenuTrigger>Actions</MenuTrigger>
        <MenuPopup>
          <MenuList label={view === 'main' ? 'Actions' : 'More'} view={view}>
            {view === 'main' ? (
              <MenuItemButton onSelect={() => setView('more')} keepOpen>
                More
              </MenuItemButton>
            ) : (
              <MenuItemButton onSelect={() => setDialogOpen(true)}>Delete</MenuItemButton>
            )}
          </MenuList>
        </MenuPopup>
      </Menu>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Delete it?"
        returnFocusRef={triggerRef}
      />
    </>
  );
}

describe('Menu opening a dialog', () => {
  it('leaves focus in the dialog an item of a submenu opened (the view resets as the menu closes)', async () => {
    const user = userEvent.setup();
    render(<MenuOpeningADialog />);
    await user.click(trigger());
    await user.click(item('More'));
    const focused: Element[] = [];
    const record = (event: FocusEvent) => focused.push(event.target as Element);
    document.addEventListener('focusin', record);
    await user.click(item('Delete'));
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Once in the dialog, focus never went back to the menu (a browser would then draw a focus ring).
    const inDialog = focused.findIndex((element) => dialog.contains(element));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    document.removeEventListener('focusin', record);
    expect(focused.slice(inDialog).filter((element) => !dialog.contains(element))).toEqual([]);
    // Closed, focus goes back to the menu's button (the item that opened the dialog is gone).
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(trigger());
  });
});
