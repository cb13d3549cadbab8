import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { SITE_TITLE_KEYS, type SiteSection } from './siteSections';

// A section's code arrives when the test says so (About), or fails while the phone is offline (Reviews).
// Each section's code is fetched once per page life, so each test has a section of its own.
const code = vi.hoisted(() => ({
  aboutIn: Promise.resolve(),
  reviewsFail: true,
  reviewsAsked: 0,
  contactAsked: 0,
}));
vi.mock('./AboutSection', async (importOriginal) => {
  await code.aboutIn;
  return importOriginal();
});
vi.mock('./ReviewsSection', async (importOriginal) => {
  code.reviewsAsked++;
  if (code.reviewsFail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('./ContactSection', () => {
  code.contactAsked++;
  throw new Error('Failed to fetch dynamically imported module');
});

const { OfficialSiteScreen } = await import('./OfficialSiteScreen');

const company = { name: 'Loan H5', phone: '1800 123 456', address: 'Bengaluru', email: 'help@example.com' };
function Site({ section, onRetrySection }: { section: SiteSection; onRetrySection?: () => void }) {
  return (
    <OfficialSiteScreen
      section={section}
      onRetrySection={onRetrySection}
      brandName="Loan H5"
      company={company}
      year={2026}
    />
  );
}
const main = () => document.querySelector('main')!;

describe('official site: a section whose code is not in yet', () => {
  it('holds its place with a skeleton, then shows the section and hands its heading the focus', async () => {
    let arrive = () => undefined as void;
    code.aboutIn = new Promise<void>((resolve) => (arrive = resolve));
    const view = renderWithProviders(<Site section="home" />);
    await screen.findByRole('heading', { level: 1, name: en['site.hero.title'] });
    // A nav tap to About before its code is in.
    view.rerender(<Site section="about" />);
    expect(main().querySelector('[data-shape]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => arrive());
    const heading = await screen.findByRole('heading', { level: 1, name: en[SITE_TITLE_KEYS.about] });
    expect(main().querySelector('[data-shape]')).toBeNull();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says the download failed inside the section, and Try again brings the section', async () => {
    renderWithProviders(<Site section="reviews" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['error.title']);
    // The site stays: its header and footer are still there.
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(code.reviewsAsked).toBe(1);
    code.reviewsFail = false;
    await userEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: en[SITE_TITLE_KEYS.reviews] })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(code.reviewsAsked).toBe(2);
  });

  it('hands Try again to the host when it has its own (a reload: Chrome keeps a failed module import)', async () => {
    const retrySection = vi.fn();
    renderWithProviders(<Site section="contact" onRetrySection={retrySection} />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: en['common.retry'] }));
    expect(retrySection).toHaveBeenCalledOnce();
    // The host's retry, not a second download of the same code.
    expect(code.contactAsked).toBe(1);
  });
});
