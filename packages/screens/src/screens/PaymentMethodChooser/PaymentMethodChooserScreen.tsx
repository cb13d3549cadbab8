import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { PayTypePanel } from './PayTypePanel';
import { canConfirmOn, type PayTypeLoad, type PayTypeName } from './payTypeLists';
import {
  checkChoice,
  initialChoice,
  type ChosenPayMethod,
  type PayMethodChoice,
  type PayMethodOptions,
} from './methodChoice';

interface ChooserCallbacks {
  onBack?: () => void;
  /** Confirm with a complete choice (an incomplete one is refused on screen and never reaches here). */
  onConfirm?: (chosen: ChosenPayMethod) => void;
  /** The choice so far (controllable; starts at mini market ALFAMART). */
  value?: PayMethodChoice;
  defaultValue?: PayMethodChoice;
  onChange?: (choice: PayMethodChoice) => void;
}

interface ReadyProps {
  options: PayMethodOptions;
  /**
   * Lists asked per pay type: one not in `options` yet is `unasked` (shown as coming: the app asks when the
   * borrower opens it — watch `onChange`), `loading`, or failed (`error`, with Try again in its panel).
   */
  typeLoad?: Partial<Record<PayTypeName, PayTypeLoad>>;
}

export type PaymentMethodChooserScreenProps = ChooserCallbacks &
  (
    | ({ status: 'ready' } & ReadyProps)
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean; message?: string }
  );

const Panel = styled(Card)`
  gap: ${space.lg};
  border-top-left-radius: 0;
  border-top-right-radius: 0;
`;

const TypeCard = styled.section`
  overflow: hidden;
  border-radius: ${radius.lg};
  box-shadow: 0 1px 2px rgba(12, 16, 24, 0.06);
`;

const Hint = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Problem = styled.p`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color['danger-soft']};
  color: ${color.danger};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.normal};
`;

/**
 * The payment method chooser (spec screen 14, /individual): Bank or Mini Market; then the bank and how to
 * pay there, or the mini market (ALFAMART chosen at first). Confirm with something missing says "Please
 * complete the information" and asks nothing of the app. A pay type that offers nothing says so, keeps
 * Confirm off and offers the other method.
 */
export function PaymentMethodChooserScreen(props: PaymentMethodChooserScreenProps) {
  const t = useText();
  const title = <NavBar title={t('repay.methodTitle')} onBack={props.onBack} />;

  if (props.status === 'loading') {
    return (
      <PageSkeleton
        navBar={title}
        label={t('repay.method.loading')}
        cards={[{ rows: ['row', 'button', 'button', 'button'] }]}
      />
    );
  }
  if (props.status === 'error') {
    return (
      <LoadErrorPage navBar={title} offline={props.offline} message={props.message} onRetry={props.onRetry} />
    );
  }
  return <ChooserReady {...props} navBar={title} />;
}

function ChooserReady({
  options,
  typeLoad = {},
  navBar,
  onConfirm,
  value,
  defaultValue,
  onChange,
}: ChooserCallbacks & ReadyProps & { navBar: ReactNode }) {
  const t = useText();
  const [choice, setChoice] = useControllableState(value, defaultValue ?? initialChoice(options), onChange);
  // The message shows after a refused Confirm, until the borrower changes the choice.
  const [refused, setRefused] = useState<'bank' | 'method' | 'market' | null>(null);
  const change = (next: PayMethodChoice) => {
    setRefused(null);
    setChoice(next);
  };
  // Nothing to confirm on a pay type whose list is empty, coming or failed: Confirm stays off.
  const confirmable = canConfirmOn(choice.payType, options, typeLoad);

  const confirm = () => {
    const check = checkChoice(choice, options);
    if (check.ok) onConfirm?.(check.chosen);
    else setRefused(check.missing);
  };

  return (
    <Page
      navBar={navBar}
      bottomBar={
        <BottomBar>
          <Button onClick={confirm} disabled={!confirmable}>
            {t('common.confirm')}
          </Button>
        </BottomBar>
      }
    >
      <TypeCard aria-label={t('repay.method.type')}>
        <Tabs
          label={t('repay.method.type')}
          items={[
            { value: 'bank', label: t('repay.method.bank') },
            { value: 'market', label: t('repay.method.market') },
          ]}
          value={choice.payType}
          onChange={(payType) => change({ ...choice, payType })}
        >
          {(payType) => (
            <Panel>
              <PayTypePanel
                payType={payType}
                options={options}
                typeLoad={typeLoad}
                choice={choice}
                onChange={change}
                refused={refused}
              />
              <Hint>{t('repay.method.hint')}</Hint>
            </Panel>
          )}
        </Tabs>
      </TypeCard>
      {refused && <Problem role="alert">{t('repay.method.incomplete')}</Problem>}
    </Page>
  );
}
