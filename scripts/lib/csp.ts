/**
 * The site's Content-Security-Policy is one header in firebase.json, served on every Hosting path
 * (docs/decisions/010-content-security-policy.md). On the emulators the web app talks to Auth, Firestore,
 * Functions and Storage on loopback, which the production policy must never allow; so the launcher serves the
 * emulators from a copy of firebase.json whose policy adds exactly those origins to `connect-src`.
 */

export const CSP_HEADER = 'Content-Security-Policy';

/** The emulators the web app itself calls from the browser (web/src/lib/firebase.ts). */
const BROWSER_EMULATORS = ['auth', 'firestore', 'functions', 'storage'] as const;

/**
 * The web app reaches the emulators on the host that served the page (`location.hostname`), so a page opened at
 * localhost needs the localhost origins; both names are loopback.
 */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

export interface FirebaseConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { host?: string; port?: number }>;
}

/** A policy as directive name → sources, in the order written. */
export type Policy = Map<string, string[]>;

export function parsePolicy(value: string): Policy {
  const policy: Policy = new Map();
  for (const directive of value.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The header firebase.json sends on every path (`**`). */
function siteCspHeader(config: FirebaseConfig): { key: string; value: string } {
  const header = config.hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((candidate) => candidate.key.toLowerCase() === CSP_HEADER.toLowerCase());
  if (!header) throw new Error(`firebase.json has no ${CSP_HEADER} header for every path ("**")`);
  return header;
}

/** The policy the site serves in production. */
export const sitePolicy = (config: FirebaseConfig): string => siteCspHeader(config).value;

/** Where the browser reaches the emulators the web app uses, per firebase.json's ports. */
export function emulatorOrigins(config: FirebaseConfig): string[] {
  return BROWSER_EMULATORS.flatMap((name) => {
    const port = config.emulators[name]?.port;
    if (!port) throw new Error(`firebase.json has no port for the ${name} emulator`);
    return LOOPBACK_NAMES.map((host) => `http://${host}:${port}`);
  });
}

/** `policy` with `origins` added to its `connect-src`, every other directive exactly as it was. */
export function withConnectSources(policy: string, origins: string[]): string {
  const parsed = parsePolicy(policy);
  const connect = parsed.get('connect-src');
  if (!connect) throw new Error(`The ${CSP_HEADER} has no connect-src to extend`);
  parsed.set('connect-src', [...connect, ...origins.filter((origin) => !connect.includes(origin))]);
  return formatPolicy(parsed);
}

/** The policy the emulators serve: the production one, plus the emulators' loopback origins in `connect-src`. */
export const emulatorPolicy = (config: FirebaseConfig): string =>
  withConnectSources(sitePolicy(config), emulatorOrigins(config));

/** firebase.json for the emulators: a deep copy whose only change is the policy's `connect-src`. */
export function emulatorFirebaseConfig<T extends FirebaseConfig>(config: T): T {
  const copy = structuredClone(config);
  const header = siteCspHeader(copy);
  header.value = emulatorPolicy(config);
  return copy;
}
