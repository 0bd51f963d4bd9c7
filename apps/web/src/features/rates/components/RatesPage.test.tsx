import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RATE_CARD, packageSchema } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readQuoteDraft } from '../../../lib/quote-draft.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { RatesPage } from './RatesPage.tsx';
// The page loads this part lazily; loaded up front here so that a slow transform cannot outlast findBy.
import './QuoteCalculator.tsx';

const fetchMock = vi.fn<typeof fetch>();

const renderRates = () =>
  renderRoutes([
    { path: '/', element: <RatesPage /> },
    { path: '/dashboard/book', element: <h1>Booking wizard</h1> },
  ]);

const total = () => screen.getByTestId('calc-total-gbp').textContent;
const totalGhs = () => screen.getByTestId('calc-total-ghs').textContent;

describe('RatesPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    // GET /rates/ answers with the spec's default rate card (£1 = ₵15).
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/v1/rates/'
        ? jsonResponse(200, { ...DEFAULT_RATE_CARD, gbp_to_ghs_updated_at: null })
        : jsonResponse(404, {}),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the rate card of both service levels, insurance and the exchange rate', async () => {
    renderRates();
    const ship = await screen.findByTestId('rate-card-STANDARD');
    expect(ship).toHaveTextContent('Ship');
    expect(ship).toHaveTextContent('£2.50');
    expect(ship).toHaveTextContent('Minimum charge £25.00');
    expect(ship).toHaveTextContent('4–6 weeks');
    expect(ship).toHaveTextContent('Barrels: £95.00 each up to 100 kg, then £1.00 per extra kg');
    expect(ship).toHaveTextContent('Envelopes: £12.00 each up to 0.5 kg');
    expect(ship).toHaveTextContent('÷ 6,000');
    const flight = screen.getByTestId('rate-card-EXPRESS');
    expect(flight).toHaveTextContent('Flight');
    expect(flight).toHaveTextContent('£8.50');
    expect(flight).toHaveTextContent('5–10 days');
    expect(screen.getByTestId('rate-insurance')).toHaveTextContent(
      '3% of the total declared value, minimum £5.00',
    );
    expect(screen.getByTestId('rate-exchange')).toHaveTextContent('£1.00 = ₵15.00');
  });

  it('draws the calculator only as the visitor scrolls towards it, where the browser can tell', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, margin: options?.rootMargin };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    renderRates();
    await screen.findByTestId('rate-card-STANDARD');
    const section = screen.getByRole('region', { name: 'Price calculator' });
    const watching = observers.find((observer) => observer.target === section);
    expect(watching?.margin).toBe('50% 0px');
    expect(screen.queryByTestId('calc-result')).not.toBeInTheDocument();

    const report = (isIntersecting: boolean) =>
      act(() =>
        watching!.callback(
          [{ isIntersecting, target: section } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    report(false);
    expect(screen.queryByTestId('calc-result')).not.toBeInTheDocument();
    report(true);
    expect(await screen.findByTestId('calc-result')).toBeInTheDocument();
  });

  it('prices as you type with the shared engine: a 20 kg Standard box is £50.00 and ₵750.00', async () => {
    const user = userEvent.setup();
    renderRates();
    await screen.findByTestId('calc-result');
    expect(screen.getByTestId('calc-empty')).toBeInTheDocument();

    await user.type(screen.getByTestId('calc-weight-0'), '20');
    expect(total()).toBe('£50.00');
    expect(totalGhs()).toBe('₵750.00');
    expect(
      within(screen.getByTestId('calc-breakdown')).getByText(/Package 1: Box \(1 × 20 kg\)/),
    ).toBeInTheDocument();

    // Flight: 20 kg × £8.50
    await user.click(screen.getByText(/Flight · Express/));
    expect(total()).toBe('£170.00');
    expect(totalGhs()).toBe('₵2,550.00');
  });

  it('applies the minimum charge, volumetric weight, quantities, barrels and insurance', async () => {
    const user = userEvent.setup();
    renderRates();
    await screen.findByTestId('calc-result');

    await user.type(screen.getByTestId('calc-weight-0'), '2');
    expect(total()).toBe('£25.00'); // £5.00 raised to the £25.00 minimum
    expect(screen.getByText('Minimum charge adjustment')).toBeInTheDocument();

    // 60 × 50 × 40 / 6000 = 20 kg volumetric beats 2 kg actual
    await user.type(screen.getByTestId('calc-length-0'), '60');
    await user.type(screen.getByTestId('calc-width-0'), '50');
    await user.type(screen.getByTestId('calc-height-0'), '40');
    expect(total()).toBe('£50.00');

    await user.clear(screen.getByTestId('calc-qty-0'));
    await user.type(screen.getByTestId('calc-qty-0'), '3');
    expect(total()).toBe('£150.00');

    await user.click(screen.getByTestId('calc-add-package'));
    await user.selectOptions(screen.getByTestId('calc-type-1'), 'Barrel');
    await user.type(screen.getByTestId('calc-weight-1'), '80');
    expect(total()).toBe('£245.00'); // £150 + £95 barrel

    await user.type(screen.getByTestId('calc-value-1'), '500');
    await user.click(screen.getByTestId('calc-insurance'));
    expect(total()).toBe('£260.00'); // + 3% of £500
    expect(totalGhs()).toBe('₵3,900.00');

    await user.click(screen.getByTestId('calc-remove-1'));
    expect(total()).toBe('£155.00'); // £150 + the £5 minimum premium
    expect(screen.queryByTestId('calc-remove-0')).not.toBeInTheDocument();
  });

  it('refuses what the booking refuses, with the booking schema’s messages on the fields and no price', async () => {
    const user = userEvent.setup();
    renderRates();
    await screen.findByTestId('calc-result');
    await user.type(screen.getByTestId('calc-weight-0'), '5000');
    const message = packageSchema.shape.weight_kg.safeParse(5000).error?.issues[0]?.message;
    expect(message).toBeTruthy();
    expect(screen.getByTestId('calc-weight-0')).toHaveAccessibleDescription(message!);
    expect(screen.queryByTestId('calc-total-gbp')).not.toBeInTheDocument();
    expect(screen.getByTestId('calc-invalid')).toBeInTheDocument();

    await user.clear(screen.getByTestId('calc-weight-0'));
    await user.type(screen.getByTestId('calc-weight-0'), '20');
    expect(total()).toBe('£50.00');
    expect(screen.getByTestId('calc-weight-0')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the visitor to the booking wizard with the service and packages typed here', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const { router } = renderRates();
    await user.type(await screen.findByTestId('calc-weight-0'), '12.5');
    await user.click(screen.getByText(/Flight · Express/));
    await user.click(screen.getByTestId('calc-book'));
    expect(router.state.location.pathname).toBe('/dashboard/book');
    expect(readQuoteDraft()).toMatchObject({
      service_level_code: 'EXPRESS',
      packages: [{ pkg_type: 'BOX', qty: 1, weight_kg: 12.5 }],
    });
  });
});
