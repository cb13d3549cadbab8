import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useText } from '../../i18n/LocaleProvider';
import { font, space } from '../../theme/tokens';
import { MethodRadios } from './MethodRadios';
import { chooseBank, type PayMethodChoice, type PayMethodOptions } from './methodChoice';
import type { PayTypeLoad, PayTypeName } from './payTypeLists';

export interface PayTypePanelProps {
  payType: PayTypeName;
  options: PayMethodOptions;
  /** Lists not (yet) in `options`, per pay type. */
  typeLoad: Partial<Record<PayTypeName, PayTypeLoad>>;
  choice: PayMethodChoice;
  onChange: (next: PayMethodChoice) => void;
  refused: 'bank' | 'method' | 'market' | null;
}

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  font-size: ${font.size.md};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};

  & > p {
    margin: 0;
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.normal};
  }
`;

/**
 * One pay type's panel: its list (a bank, then how to pay there; or a mini market), or that it is coming,
 * failed (with Try again), or offers nothing — said so, with the other method offered when it may have one.
 */
export function PayTypePanel({ payType, options, typeLoad, choice, onChange, refused }: PayTypePanelProps) {
  const t = useText();
  const load = typeLoad[payType];
  const other: PayTypeName = payType === 'bank' ? 'market' : 'bank';

  if (load?.status === 'loading' || load?.status === 'unasked')
    return (
      <Waiting role="status">
        <Spinner />
        {t('repay.method.loading')}
      </Waiting>
    );
  if (load?.status === 'error')
    return <LoadError offline={load.offline} message={load.message} onRetry={load.onRetry} />;

  if (payType === 'bank' ? options.banks.length === 0 : options.markets.length === 0) {
    const otherMayOffer =
      typeLoad[other] !== undefined || (other === 'bank' ? options.banks : options.markets).length > 0;
    return (
      <Empty data-empty={payType}>
        <p>
          {otherMayOffer
            ? t(payType === 'bank' ? 'repay.method.noBanks' : 'repay.method.noMarkets')
            : t('repay.method.noneOffered')}
        </p>
        {otherMayOffer && (
          <Button variant="secondary" onClick={() => onChange({ ...choice, payType: other })}>
            {t(other === 'market' ? 'repay.method.useMarket' : 'repay.method.useBank')}
          </Button>
        )}
      </Empty>
    );
  }

  if (payType === 'market')
    return (
      <MethodRadios
        legend={t('repay.method.chooseMarket')}
        options={options.markets.map((m) => ({ value: m.payCode, label: m.name }))}
        value={choice.market}
        onChange={(market) => onChange({ ...choice, payType: 'market', market })}
        invalid={refused === 'market'}
      />
    );
  const bank = options.banks.find((b) => b.payCode === choice.bank);
  return (
    <>
      <MethodRadios
        legend={t('repay.method.chooseBank')}
        options={options.banks.map((b) => ({ value: b.payCode, label: b.name }))}
        value={choice.bank}
        onChange={(code) => onChange(chooseBank(choice, code))}
        invalid={refused === 'bank'}
      />
      {bank && bank.methods.length > 0 && (
        <MethodRadios
          legend={t('repay.method.chooseChannel', { bank: bank.name })}
          options={bank.methods.map((m) => ({ value: m.specificNum, label: m.name }))}
          value={choice.method}
          onChange={(method) => onChange({ ...choice, payType: 'bank', method })}
          invalid={refused === 'method'}
        />
      )}
    </>
  );
}
