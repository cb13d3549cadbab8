// The page and modals of the Modal stories (Modal.stories.tsx, Modal.closing.stories.tsx).
import { useState } from 'react';
import { styled } from 'styled-components';
import { fn } from 'storybook/test';
import { StoryAmountCard as Card, StoryPage as Behind } from '../storyBackdrop';
import { useFormat, useLocale, useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import { Button } from '../../components/Button';
import { Modal, type ModalProps } from '../../components/Modal/Modal';

const onConfirm = fn();

const Prose = styled.div`
  display: grid;
  gap: ${space.md};
  color: ${color.text};
  font-size: ${font.size.sm};

  h3 {
    font-size: ${font.size.md};
  }
`;

const copy = {
  en: {
    confirm: (amount: string, days: string) =>
      `You are borrowing ${amount} for ${days}. The money reaches your bank account within 1 to 3 days.`,
    agreementTitle: 'Loan agreement',
    thanksTitle: 'Thank you for your rating',
    thanks: 'Your feedback helps us improve our service.',
    sections: [
      [
        'Lender information',
        'The loan is provided by a registered non-banking financial company. Its name, address and registration number appear on your loan details page.',
      ],
      [
        'Loan amount and term',
        'The amount and the term you chose are shown on the confirmation page. The term is between 91 and 365 days.',
      ],
      [
        'Interest',
        'Interest is charged daily on the outstanding amount at the rate shown before you confirm.',
      ],
      [
        'Late payment',
        'A one-time late fee applies if an instalment is not paid on its due date, followed by a daily penalty on the unpaid amount.',
      ],
      [
        'Prepayment',
        'You may repay early after half of the term, and at least 7 days after the money is sent to you.',
      ],
      [
        'Repayment',
        'Repay through the app by card, bank transfer or UPI. A payment counts once it reaches the lender.',
      ],
      [
        'Disclosure of information',
        'Your information is shared only with credit bureaus and partners needed to provide the loan, as the law allows.',
      ],
      ['Governing law', 'This agreement is governed by the laws of India.'],
    ],
  },
  id: {
    confirm: (amount: string, days: string) =>
      `Anda meminjam ${amount} dengan tenor ${days}. Dana akan masuk ke rekening bank Anda dalam 1 sampai 3 hari.`,
    agreementTitle: 'Perjanjian Pinjaman',
    thanksTitle: 'Terima kasih atas penilaian Anda',
    thanks: 'Masukan Anda membantu kami meningkatkan layanan.',
    sections: [
      [
        'Informasi pemberi pinjaman',
        'Pinjaman diberikan oleh penyelenggara layanan pinjaman yang terdaftar. Nama, alamat, dan nomor izinnya tercantum di halaman detail pinjaman Anda.',
      ],
      [
        'Jumlah dan tenor pinjaman',
        'Jumlah dan tenor yang Anda pilih tercantum di halaman konfirmasi. Tenor berkisar antara 91 dan 365 hari.',
      ],
      [
        'Bunga',
        'Bunga dihitung setiap hari atas sisa pinjaman sesuai suku bunga yang ditampilkan sebelum Anda mengonfirmasi.',
      ],
      [
        'Keterlambatan pembayaran',
        'Denda keterlambatan satu kali berlaku jika cicilan tidak dibayar pada tanggal jatuh tempo, lalu denda harian atas jumlah yang belum dibayar.',
      ],
      [
        'Pelunasan dipercepat',
        'Anda dapat melunasi lebih awal setelah separuh tenor berjalan dan paling cepat 7 hari setelah dana dicairkan.',
      ],
      [
        'Pembayaran',
        'Bayar melalui aplikasi dengan kartu, transfer bank, atau virtual account. Pembayaran dianggap sah setelah diterima pemberi pinjaman.',
      ],
      [
        'Pengungkapan informasi',
        'Data Anda hanya dibagikan kepada biro kredit dan mitra yang diperlukan untuk memberikan pinjaman, sesuai ketentuan hukum.',
      ],
      ['Hukum yang berlaku', 'Perjanjian ini tunduk pada hukum Republik Indonesia.'],
    ],
  },
} as const;

function useCopy() {
  return copy[useLocale().locale];
}

function PageBehind({ onOpen }: { onOpen?: () => void }) {
  const t = useText();
  const { money } = useFormat();
  const { market } = useLocale();
  return (
    <Behind>
      <Card>
        <span>{t('label.amount')}</span>
        <strong>{money(market === 'IN' ? 15000 : 5000000)}</strong>
        <span>{`${t('label.term')}: ${t('label.days', { count: 91 })}`}</span>
      </Card>
      <Button block onClick={onOpen}>
        {t('label.loanConfirm')}
      </Button>
    </Behind>
  );
}

type DemoProps = Pick<ModalProps, 'open' | 'onClose'> &
  Partial<Pick<ModalProps, 'closeOnEsc' | 'closeOnMaskClick' | 'showCloseButton'>> & {
    kind: 'confirm' | 'agreement' | 'thanks';
  };

/** A page with its modal; the modal's own buttons close it, as a screen would. */
export function Demo({ open: initiallyOpen, onClose, kind, ...rest }: DemoProps) {
  const t = useText();
  const c = useCopy();
  const { money } = useFormat();
  const { market } = useLocale();
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);

  const title =
    kind === 'confirm' ? t('label.loanConfirm') : kind === 'agreement' ? c.agreementTitle : c.thanksTitle;
  const footer =
    kind === 'thanks' ? (
      <Button onClick={close}>{t('common.ok')}</Button>
    ) : (
      <>
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => {
            onConfirm();
            close();
          }}
        >
          {t('common.confirm')}
        </Button>
      </>
    );

  return (
    <>
      <PageBehind onOpen={() => setOpen(true)} />
      <Modal
        {...rest}
        open={open}
        title={title}
        footer={footer}
        onClose={(reason) => {
          onClose(reason);
          close();
        }}
      >
        {kind === 'confirm' && (
          <p>{c.confirm(money(market === 'IN' ? 15000 : 5000000), t('label.days', { count: 91 }))}</p>
        )}
        {kind === 'thanks' && <p>{c.thanks}</p>}
        {kind === 'agreement' && (
          <Prose>
            {c.sections.map(([heading, text]) => (
              <section key={heading}>
                <h3>{heading}</h3>
                <p>{text}</p>
              </section>
            ))}
          </Prose>
        )}
      </Modal>
    </>
  );
}
