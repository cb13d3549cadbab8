import { styled } from 'styled-components';
import { LicenceLine } from '../../components/LicenceLine';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, safeArea, size, space } from '../../theme/tokens';
import { SITE_COLUMN } from './siteParts';

/** The company's details from the runtime configuration; an empty one is left out. */
export interface SiteCompany {
  name: string;
  phone: string;
  address: string;
  email: string;
}

const Footer = styled.footer`
  background: ${color.text};
  color: ${color.page};
  padding: ${space.xl} calc(${space.lg} + ${safeArea.right}) calc(${space.xl} + ${safeArea.bottom})
    calc(${space.lg} + ${safeArea.left});
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Inner = styled.div`
  display: grid;
  gap: ${space.xl};
  max-width: ${SITE_COLUMN};
  margin: 0 auto;
`;

const Rows = styled.dl`
  display: grid;
  gap: ${space.lg};
  margin: 0;

  & > div {
    display: grid;
    /* Side by side, a short group keeps its lines at the top rather than spread over the tallest's height. */
    align-content: start;
    gap: ${space.xxs};
  }
  & dt {
    font-weight: ${font.weight.bold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${size.touch};
    /* The 44 px tap area reaches into the space around its line, so a link's text sits where a plain
       detail's does: the groups are evenly spaced on a phone and line up side by side on a desktop. */
    margin-block: calc((${font.size.sm} * ${font.lineHeight.normal} - ${size.touch}) / 2);
    color: inherit;
  }
  @media (min-width: 720px) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

/**
 * The footer: company, telephone, address, e-mail (each only when configured), the licence or
 * registration line (only when configured: never invented) and the copyright year.
 */
export function SiteFooter({
  company,
  year,
  licenceLine = '',
}: {
  company: SiteCompany;
  year: number;
  licenceLine?: string;
}) {
  const t = useText();
  const name = company.name.trim();
  const phone = company.phone.trim();
  const rows = [
    name && { key: 'company', term: t('site.footer.company'), detail: name },
    phone && {
      key: 'phone',
      term: t('site.footer.phone'),
      detail: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>,
    },
    company.address && { key: 'address', term: t('site.footer.address'), detail: company.address },
    company.email && {
      key: 'email',
      term: t('site.footer.email'),
      detail: <a href={`mailto:${company.email}`}>{company.email}</a>,
    },
  ].filter((row) => !!row);
  return (
    <Footer aria-label={t('site.footer')}>
      <Inner>
        {rows.length > 0 && (
          <Rows>
            {rows.map((row) => (
              <div key={row.key}>
                <dt>{row.term}</dt>
                <dd>{row.detail}</dd>
              </div>
            ))}
          </Rows>
        )}
        <LicenceLine text={licenceLine} tone="onDark" />
        <p>
          {name
            ? t('site.footer.copyright', { year, company: name })
            : t('site.footer.copyrightUnbranded', { year })}
        </p>
      </Inner>
    </Footer>
  );
}
