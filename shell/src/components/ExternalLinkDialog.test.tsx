import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventBus } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { ExternalLinkDialog } from './ExternalLinkDialog';

const open = (bus: EventBus, url: string, fromBody = false) =>
  act(() => {
    bus.publish('external.open', 1, { url, fromBody });
  });
const dialog = () => screen.queryByRole('dialog', { name: 'Você está saindo do site' });

let windowOpen: jest.SpyInstance;
let back: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  windowOpen = jest.spyOn(window, 'open').mockImplementation(() => null);
  back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ExternalLinkDialog', () => {
  it('opens a modal dialog naming the external host', () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://www.youtube.com/watch?v=1');
    expect(dialog()).toHaveAccessibleDescription(/www\.youtube\.com.*tarifas de dados/);
  });

  it('opens the link in a new tab without opener on Continue', async () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://example.org/a');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(windowOpen).toHaveBeenCalledWith('https://example.org/a', '_blank', 'noopener,noreferrer');
  });

  it('closes after Continue', async () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://example.org/a');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(dialog()).not.toBeInTheDocument();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'JaVaScRiPt:alert(1)',
    '//evil.example',
  ])('refuses %s with a warning', (url) => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, url);
    expect([dialog(), warn.mock.calls.length]).toEqual([null, 1]);
  });

  it('closes without going back on Cancel', async () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://example.org/a');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect([dialog(), back.mock.calls.length, windowOpen.mock.calls.length]).toEqual([null, 0, 0]);
  });

  it('goes back on Cancel for a link from the article body', async () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://example.org/a', true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('denies on Escape', async () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://example.org/a');
    await userEvent.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('moves focus into the dialog', () => {
    const { bus } = renderWithShell(<ExternalLinkDialog />);
    open(bus, 'https://example.org/a');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { bus } = renderWithShell(
      <>
        <button type="button">Fora</button>
        <ExternalLinkDialog />
      </>,
    );
    open(bus, 'https://example.org/a');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('returns focus to the element that opened it', async () => {
    const { bus } = renderWithShell(
      <>
        <button type="button">Link externo</button>
        <ExternalLinkDialog />
      </>,
    );
    screen.getByRole('button', { name: 'Link externo' }).focus();
    open(bus, 'https://example.org/a');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Link externo' })).toHaveFocus();
  });
});
