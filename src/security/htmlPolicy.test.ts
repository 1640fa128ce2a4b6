import { afterEach, describe, expect, it, vi } from 'vitest';
import createDOMPurify from 'dompurify';
import { sanitiseHtml } from './htmlPolicy';
import { resetErrorSink, setErrorSink, type ErrorSink } from '../telemetry/errorTracking';
import { HTML_POLICY, TRUSTED_TYPES_POLICIES } from './trustedTypes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

type Rules = Partial<Record<'createHTML' | 'createScript' | 'createScriptURL', (input: string) => string>>;

/** A stand-in for the browser's trustedTypes whose policies are their rules, so DOMPurify parses as usual. */
function stubTrustedTypes() {
  const policies = new Map<string, Rules>();
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (policies.has(name)) throw new TypeError(`Policy with name "${name}" already exists.`);
    policies.set(name, rules);
    return rules;
  });
  const factory = { createPolicy };
  vi.stubGlobal('trustedTypes', factory);
  return { policies, createPolicy, factory };
}

describe('sanitiseHtml', () => {
  it('reports what it took out (names only, not the markup), and nothing when it took nothing', () => {
    const reports = vi.fn<ErrorSink>();
    setErrorSink(reports);
    try {
      sanitiseHtml('<span aria-hidden="true">+</span>');
      sanitiseHtml('28.11.2026');
      expect(reports).not.toHaveBeenCalled();

      sanitiseHtml('Kari<img src="x" onerror="alert(1)"><script>alert(2)</script>');
      expect(reports).toHaveBeenCalledTimes(1);
      const [error, context] = reports.mock.calls[0] ?? [];
      expect(error?.message).toBe('Trusted Types: innhold tatt ut av HTML');
      expect(context).toEqual({
        location: 'Sikkerhet: Trusted Types-standardregelen',
        removed: '@onerror script',
      });
      expect(JSON.stringify(reports.mock.calls)).not.toMatch(/alert|Kari/);
    } finally {
      resetErrorSink();
    }
  });

  it('keeps the markup leaflet, geoman and the date fields write', () => {
    expect(sanitiseHtml('<svg/>')).toBe('<svg></svg>');
    expect(sanitiseHtml('<span aria-hidden="true">+</span>')).toBe('<span aria-hidden="true">+</span>');
    expect(sanitiseHtml('© Kartverket')).toBe('© Kartverket');
    expect(sanitiseHtml('DD')).toBe('DD');
    const pin =
      '<svg viewBox="0 0 28 40" width="28" height="40"><circle cx="14" cy="13.5" r="4.5"></circle></svg>';
    expect(sanitiseHtml(pin)).toBe(pin);
  });

  it('takes out what runs script', () => {
    expect(sanitiseHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
    expect(sanitiseHtml('Hei<script>alert(1)</script>')).toBe('Hei');
    expect(sanitiseHtml('<a href="javascript:alert(1)">lenke</a>')).toBe('<a>lenke</a>');
    expect(sanitiseHtml('<svg><animate onbegin="alert(1)"></animate></svg>')).toBe('<svg></svg>');
  });
});

describe('installHtmlPolicy in a browser with Trusted Types', () => {
  it('creates the default policy once, which cleans HTML and has no rule for script', async () => {
    const { policies, createPolicy } = stubTrustedTypes();
    const { installHtmlPolicy } = await import('./htmlPolicy');
    installHtmlPolicy();
    installHtmlPolicy();
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const rules = policies.get(HTML_POLICY);
    expect(rules?.createHTML?.('<b onclick="alert(1)">fet</b>')).toBe('<b>fet</b>');
    expect(rules?.createScript).toBeUndefined();
    expect(rules?.createScriptURL).toBeUndefined();
  });
});

describe('DOMPurify in a browser with Trusted Types', () => {
  it('makes its own policy as it first cleans, under a name the CSP allows', () => {
    const { policies, factory } = stubTrustedTypes();
    const browser = new Proxy(window, {
      get: (target, property): unknown =>
        property === 'trustedTypes' ? factory : Reflect.get(target, property),
    });
    const purify = createDOMPurify(browser);
    expect(purify.sanitize('<svg/>', { RETURN_TRUSTED_TYPE: false })).toBe('<svg></svg>');
    expect([...policies.keys()]).toEqual(['dompurify']);
    expect(TRUSTED_TYPES_POLICIES).toContain('dompurify');
  });
});

describe('installHtmlPolicy without Trusted Types', () => {
  it('does nothing', async () => {
    vi.stubGlobal('trustedTypes', undefined);
    const { installHtmlPolicy } = await import('./htmlPolicy');
    expect(() => {
      installHtmlPolicy();
    }).not.toThrow();
  });
});
