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
import { MethodRadios } from './MethodRadios';
import {
  checkChoice,
  chooseBank,
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

export type PaymentMethodChooserScreenProps = ChooserCallbacks &
  (
    | { status: 'ready'; options: PayMethodOptions }
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

const Empty = styled.p`
  margin: 0;
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
`;

/**
 * The payment method chooser (spec screen 14, /individual): Bank or Mini Market; then the bank and how to
 * pay there, or the mini market (ALFAMART chosen at first). Confirm with something missing says "Please
 * complete the information" and asks nothing of the app.
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
  navBar,
  onConfirm,
  value,
  defaultValue,
  onChange,
}: ChooserCallbacks & { options: PayMethodOptions; navBar: ReactNode }) {
  const t = useText();
  const [choice, setChoice] = useControllableState(value, defaultValue ?? initialChoice(options), onChange);
  // The message shows after a refused Confirm, until the borrower changes the choice.
  const [refused, setRefused] = useState<'bank' | 'method' | 'market' | null>(null);
  const change = (next: PayMethodChoice) => {
    setRefused(null);
    setChoice(next);
  };
  const bank = options.banks.find((b) => b.payCode === choice.bank);

  const confirm = () => {
    const check = checkChoice(choice, options);
    if (check.ok) onConfirm?.(check.chosen);
    else setRefused(check.missing);
  };

  const bankPanel =
    options.banks.length === 0 ? (
      <Empty>{t('repay.method.noBanks')}</Empty>
    ) : (
      <>
        <MethodRadios
          legend={t('repay.method.chooseBank')}
          options={options.banks.map((b) => ({ value: b.payCode, label: b.name }))}
          value={choice.bank}
          onChange={(code) => change(chooseBank(choice, code))}
          invalid={refused === 'bank'}
        />
        {bank && bank.methods.length > 0 && (
          <MethodRadios
            legend={t('repay.method.chooseChannel', { bank: bank.name })}
            options={bank.methods.map((m) => ({ value: m.specificNum, label: m.name }))}
            value={choice.method}
            onChange={(method) => change({ ...choice, payType: 'bank', method })}
            invalid={refused === 'method'}
          />
        )}
      </>
    );
  const marketPanel =
    options.markets.length === 0 ? (
      <Empty>{t('repay.method.noMarkets')}</Empty>
    ) : (
      <MethodRadios
        legend={t('repay.method.chooseMarket')}
        options={options.markets.map((m) => ({ value: m.payCode, label: m.name }))}
        value={choice.market}
        onChange={(market) => change({ ...choice, payType: 'market', market })}
        invalid={refused === 'market'}
      />
    );

  return (
    <Page
      navBar={navBar}
      bottomBar={
        <BottomBar>
          <Button onClick={confirm}>{t('common.confirm')}</Button>
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
              {payType === 'bank' ? bankPanel : marketPanel}
              <Hint>{t('repay.method.hint')}</Hint>
            </Panel>
          )}
        </Tabs>
      </TypeCard>
      {refused && <Problem role="alert">{t('repay.method.incomplete')}</Problem>}
    </Page>
  );
}
