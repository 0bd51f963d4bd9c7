import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COMPANY } from '../../lib/company.ts';

interface Props {
  /** White text for dark backgrounds. */
  inverted?: boolean;
  size?: 'sm' | 'md';
}

export function Logo({ inverted = false, size = 'md' }: Props) {
  const mark = size === 'sm' ? 28 : 34;
  return (
    <Link to="/" aria-label={`${COMPANY.name} home`} style={{ textDecoration: 'none' }}>
      <Group gap={10} wrap="nowrap">
        <svg width={mark} height={mark} viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b2a5b'} />
          <path
            d="M14 24 32 14l18 10v18L32 52 14 42z"
            fill="none"
            stroke="#f4b400"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M14 24l18 10 18-10M32 34v18"
            fill="none"
            stroke={inverted ? '#0b2a5b' : '#ffffff'}
            strokeWidth="4"
            strokeLinejoin="round"
          />
        </svg>
        <Text
          fw={800}
          fz={size === 'sm' ? 'md' : 'lg'}
          lh={1.1}
          c={inverted ? 'white' : 'brand.9'}
          style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
        >
          UK Ghana{' '}
          <Text span inherit c={inverted ? 'gold.4' : 'gold.9'}>
            Shipping
          </Text>
        </Text>
      </Group>
    </Link>
  );
}
