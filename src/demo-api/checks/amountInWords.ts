const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20)
    words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[rest / 10]!);
  else if (rest > 0) words.push(ONES[rest]!);
  return words.join(' ');
}

/**
 * A check's amount in words, as the legal line of a check reads (cents as a fraction).
 *
 * @example
 * amountInWords(123456); // 'One thousand two hundred thirty-four and 56/100 dollars'
 * amountInWords(100); // 'One and 00/100 dollars'
 */
export function amountInWords(cents: number): string {
  let dollars = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const words: string[] = [];
  for (const [size, name] of SCALES) {
    if (dollars >= size) {
      words.push(`${underThousand(Math.floor(dollars / size))} ${name}`);
      dollars %= size;
    }
  }
  if (dollars > 0 || words.length === 0) words.push(dollars === 0 ? 'zero' : underThousand(dollars));
  const text = `${words.join(' ')} and ${fraction}/100 dollars`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
