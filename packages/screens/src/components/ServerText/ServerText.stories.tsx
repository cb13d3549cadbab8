import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { color, font, radius, space } from '../../theme/tokens';
import { ServerText } from './ServerText';

const Box = styled.div`
  margin: ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
`;

type Args = { en: string; id: string };

/**
 * Text from the server with its simple formatting: b, strong, i, em, p and br are drawn, every other
 * tag is dropped with its words kept, no attribute survives and nothing goes through innerHTML. Each
 * story gives the server's message in the language it runs in.
 */
const meta = {
  title: 'Kit/ServerText',
  component: ServerText,
  render: (args, { globals }) => (
    <Box role="note">
      <ServerText
        text={globals.locale === 'id' ? (args as unknown as Args).id : (args as unknown as Args).en}
      />
    </Box>
  ),
} satisfies Meta<typeof ServerText>;
export default meta;
type Story = StoryObj<typeof meta>;

const withText = (en: string, id: string) => ({ text: en, en, id }) as unknown as { text: string };

/** A refusal with a bold part: the bold is bold, no tag shows. */
export const Bold: Story = {
  args: withText('Wrong image code. <b>Try again</b>', 'Kode gambar salah. <b>Coba lagi</b>'),
  play: async ({ canvasElement, globals }) => {
    const note = within(canvasElement).getByRole('note');
    const id = globals.locale === 'id';
    await expect(note).toHaveTextContent(id ? 'Kode gambar salah. Coba lagi' : 'Wrong image code. Try again');
    await expect(note).not.toHaveTextContent('<b>');
    const bold = note.querySelector('b')!;
    await expect(bold).toHaveTextContent(id ? 'Coba lagi' : 'Try again');
    await expect(Number(getComputedStyle(bold).fontWeight)).toBeGreaterThanOrEqual(600);
  },
};

/** Two paragraphs and a line break, the way a long server notice arrives. */
export const Paragraphs: Story = {
  args: withText(
    '<p>Your card was <strong>blocked</strong> by the bank.</p><p>Call your bank,<br>then try again.</p>',
    '<p>Kartu Anda <strong>diblokir</strong> oleh bank.</p><p>Hubungi bank Anda,<br>lalu coba lagi.</p>',
  ),
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    const paragraphs = [...note.children];
    await expect(paragraphs).toHaveLength(2);
    await expect(paragraphs[1]!.getBoundingClientRect().top).toBeGreaterThan(
      paragraphs[0]!.getBoundingClientRect().bottom,
    );
    await expect(note.querySelectorAll('strong, br')).toHaveLength(2);
    await expect(note).not.toHaveTextContent('<');
  },
};

/** Script, an image with onerror and a link: nothing runs, nothing loads, the link's words stay as text. */
export const UnsafeMarkup: Story = {
  args: withText(
    '<img src=x onerror="document.title=1">Payment failed. <script>document.title=2</script><a href="javascript:alert(1)">Call us</a>',
    '<img src=x onerror="document.title=1">Pembayaran gagal. <script>document.title=2</script><a href="javascript:alert(1)">Hubungi kami</a>',
  ),
  play: async ({ canvasElement, globals }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(
      globals.locale === 'id' ? 'Pembayaran gagal. Hubungi kami' : 'Payment failed. Call us',
    );
    await expect(note.querySelector('img, script, a')).toBeNull();
    await expect(note.innerHTML).not.toContain('document.title');
  },
};
