import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../../src/app/layout/footer';
import { renderWidget } from '../../support/render-widget';

describe('the footer under every screen', () => {
  it('names the firm, its address and FRN, and links the privacy notice, complaints, accessibility and the FCA register', () => {
    renderWidget(<Footer />, {
      config: {
        brand: {
          firm: {
            legalName: 'Northgate Motor Ltd',
            frn: '123456',
            address: '1 High Street, Leeds LS1 1AA',
            registerUrl: 'https://register.fca.org.uk/s/firm?id=123456',
          },
          documents: {
            privacyNotice: 'https://northgate.example/privacy',
            complaints: 'https://northgate.example/complaints',
            accessibility: 'https://northgate.example/accessibility',
          },
        },
      },
    });
    expect(
      screen.getByText(
        /Northgate Motor Ltd, 1 High Street, Leeds LS1 1AA, arranges your policy as an insurance broker acting for you\. It is authorised and regulated by the Financial Conduct Authority, firm reference number 123456\./,
      ),
    ).toBeVisible();
    const links = screen.getAllByRole('link');
    expect(
      links.map((a) => [a.textContent?.replace(' (opens in a new tab)', ''), a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['Privacy notice', 'https://northgate.example/privacy', '_blank'],
      ['How to complain', 'https://northgate.example/complaints', '_blank'],
      ['Accessibility', 'https://northgate.example/accessibility', '_blank'],
      ['Check us on the FCA register', 'https://register.fca.org.uk/s/firm?id=123456', '_blank'],
    ]);
  });

  it('shows the demo’s firm, marked as the demo’s, and the sandbox’s documents by default', () => {
    renderWidget(<Footer />);
    expect(
      screen.getByText(
        /^Your insurer is Juniper Underwriting Ltd \(demo\), .*authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.* Juniper Car Insurance Ltd \(demo\), 1 Example Street, London EC1A 1AA \(this is a demonstration\), arranges your policy as an insurance broker acting for you\..*firm reference number 000000\. It offers policies from one insurer only: Juniper Underwriting Ltd \(demo\)\. It is paid commission by the insurer\. It charges an arrangement fee of £20\.00, included in your price\.$/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Privacy notice/ }).getAttribute('href')).toBe(
      'http://sandbox.test/sandbox/documents/privacy-notice.html',
    );
  });
});
