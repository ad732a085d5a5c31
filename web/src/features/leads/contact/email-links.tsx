import Link from '@mui/material/Link';

/** An address as the API writes it in a sentence: stops before the full stop that ends the sentence. */
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** `text` with every email address in it a mailto: link, so a visitor can write to it in one step. */
export function WithEmailLinks({ text }: { text: string }) {
  // split() with a capturing group puts each address at an odd index, between the text around it.
  return (
    <>
      {text.split(EMAIL).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={`mailto:${part}`}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
