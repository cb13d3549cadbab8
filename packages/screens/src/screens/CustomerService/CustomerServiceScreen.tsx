import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { CallServiceButton } from '../../components/CallServiceButton';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { mailtoHref, type ServiceContacts } from './serviceContacts';

interface CustomerServiceCallbacks {
  onBack?: () => void;
  /** Call the number (the app dials through the native app, or a `tel:` link in a browser). */
  onCall?: (phone: string) => void;
  /**
   * Show the complaint entry. The app sets it only when it has a complaint page to open, so the entry
   * never leads to "page not found".
   */
  canComplain?: boolean;
  onComplaint?: () => void;
}

export type CustomerServiceScreenProps = CustomerServiceCallbacks &
  (
    | { status: 'ready'; contacts: ServiceContacts; onRetry?: () => void }
    | { status: 'loading' }
    | {
        status: 'error';
        onRetry: () => void;
        offline?: boolean;
        /** A number known without the server (the configured service phone): still offered to call. */
        fallbackPhone?: string;
      }
  );

const Intro = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
`;

const CardTitle = styled.h2`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

const Hint = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

/** The address as text, so it can be read out or copied even where no mail app opens. */
const Address = styled.p`
  margin: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** A `mailto:` link drawn as the kit's secondary button (a link, because it leaves for the mail app). */
const MailLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${size.touch};
  padding: ${space.sm} ${space.lg};
  border: 1px solid ${color.brand};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.brand};
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  touch-action: manipulation;

  &:active {
    background: ${color['brand-soft']};
  }
`;

/**
 * Customer service (spec screen 8): the phone to call and the e-mail to write to, as the server gives
 * them (the app passes its configured service phone where the server has none), and, when the app has
 * one, the way to file a complaint.
 */
export function CustomerServiceScreen(props: CustomerServiceScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('label.customerService')} onBack={props.onBack} />;

  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('info.service.loading')}
        // The intro, the phone card, the e-mail card.
        cards={[{ rows: ['text'] }, { rows: ['short', 'row'] }, { rows: ['short', 'row'] }]}
      />
    );

  const complaint = props.canComplain ? <ComplaintEntry onComplaint={props.onComplaint} /> : null;

  if (props.status === 'error') {
    const phone = (props.fallbackPhone ?? '').trim();
    return (
      <Page navBar={navBar}>
        <LoadError
          offline={props.offline}
          onRetry={props.onRetry}
          secondaryAction={
            phone ? (
              <>
                <Hint>{t('info.service.errorPhone')}</Hint>
                <CallServiceButton phone={phone} onCall={(n) => props.onCall?.(n)} />
              </>
            ) : undefined
          }
        />
        {complaint}
      </Page>
    );
  }

  const { phone, email } = props.contacts;
  return (
    <Page navBar={navBar}>
      {phone || email ? (
        <Intro>{t('info.service.intro')}</Intro>
      ) : (
        <EmptyState
          kind="empty"
          text={t('info.service.noContact')}
          description={t('info.service.noContactHint')}
          actionLabel={props.onRetry ? t('common.retry') : undefined}
          onAction={props.onRetry}
        />
      )}
      {phone && (
        <ContactCard title={t('info.service.phone')}>
          <CallServiceButton variant="primary" phone={phone} onCall={(n) => props.onCall?.(n)} />
        </ContactCard>
      )}
      {email && <EmailCard email={email} />}
      {complaint}
    </Page>
  );
}

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </Card>
  );
}

function EmailCard({ email }: { email: string }) {
  const t = useText();
  const href = mailtoHref(email);
  return (
    <ContactCard title={t('info.service.email')}>
      <Address data-email="">
        {/* A long address breaks before its @ first, mid-word only if it must. */}
        {email.includes('@') ? (
          <>
            {email.slice(0, email.indexOf('@'))}
            <wbr />
            {email.slice(email.indexOf('@'))}
          </>
        ) : (
          email
        )}
      </Address>
      {href && <MailLink href={href}>{t('info.service.emailAction')}</MailLink>}
    </ContactCard>
  );
}

function ComplaintEntry({ onComplaint }: { onComplaint?: () => void }) {
  const t = useText();
  return (
    <ContactCard title={t('info.service.complaint')}>
      <Hint>{t('info.service.complaintHint')}</Hint>
      <Button variant="secondary" onClick={() => onComplaint?.()}>
        {t('info.service.complaintAction')}
      </Button>
    </ContactCard>
  );
}
