import { PRODUCT_NAME } from '../domain/serviceOffice';

export function Logo({ height = 40, inverted = false }: { height?: number; inverted?: boolean }) {
  return (
    <img
      src={inverted ? '/logo-white.svg' : '/logo.svg'}
      alt={PRODUCT_NAME}
      height={height}
      width={height * 4.5}
      style={{ display: 'block' }}
    />
  );
}
