import Bowser from 'bowser';

/** What the 'Navegador' tooltip shows beside the raw string; empty when the parser knows none. */
export interface UserAgentSummary {
  browser: string;
  system: string;
}

const PLATFORM_LABELS: Record<string, string> = {
  desktop: 'escritorio',
  mobile: 'móvil',
  tablet: 'tableta',
  tv: 'TV',
};

/** The browser and its major version, the system and the kind of device (Bowser's rules). */
export function describeUserAgent(userAgent: string): UserAgentSummary {
  // Bowser refuses an empty string; a blank agent is simply unknown.
  if (userAgent.trim() === '') return { browser: '', system: '' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const platform = parsed.platform.type ? PLATFORM_LABELS[parsed.platform.type] : undefined;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const system = [parsed.os.name, parsed.os.name ? osVersion : undefined].filter(Boolean).join(' ');
  return { browser, system: platform && system ? `${system} (${platform})` : system };
}
