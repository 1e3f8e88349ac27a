import { site } from '@catania/shared/config/site';
import { Button } from '../../../components/ui/button';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import { consentStore } from '../../../lib/consent';
import frame from './frame';

/** The /cookie-policy page's text in English: a translation of it/cookie-policy.tsx, which prevails. */
const text: LegalText = {
  frame,
  title: 'Cookie policy',
  description:
    'Which cookies the site uses, what they are for, how long they last and how to manage your consent.',
  intro: (
    <p>
      This website uses technical cookies, which it needs to work, and, only if you accept them,
      analytics and marketing cookies. Under the Italian Data Protection Authority's guidelines of
      10 June 2021, closing the banner without choosing counts as refusing non-technical cookies.
    </p>
  ),
  sections: [
    {
      title: 'Controller',
      body: (
        <p>
          <Controller frame={frame} />.
        </p>
      ),
    },
    {
      title: 'Technical cookies (always active)',
      body: (
        <ul>
          <li>
            <code>{site.consent.cookieName}</code>: stores your cookie choices (version{' '}
            {site.consent.version}); it lasts {site.consent.maxAgeDays} days.
          </li>
          <li>
            <code>session</code>: only for staff in the private area, to keep them signed in; it
            lasts at most {site.admin.sessionHours} hours.
          </li>
          <li>
            The browser's session storage: keeps the booking in progress between the form and the
            payment page; it is cleared when the tab is closed.
          </li>
        </ul>
      ),
    },
    {
      title: 'Analytics cookies (with consent)',
      body: (
        <p>
          Google Analytics 4 with anonymised IP address and Consent Mode v2: until you consent, no
          Google script is loaded and no cookie is set. With your consent: <code>_ga</code> (2
          years) and <code>_ga_*</code> (2 years) tell visits apart, <code>_gid</code> (24 hours).
          Analytics data is kept for {site.legal.retention.analyticsMonths} months.
        </p>
      ),
    },
    {
      title: 'Marketing cookies (with consent)',
      body: (
        <p>
          They measure how well campaigns work and show relevant ads. The website currently loads no
          third-party marketing tools; your consent, if given, is passed on to Google through
          Consent Mode (ad_storage, ad_user_data, ad_personalization).
        </p>
      ),
    },
    {
      title: 'How to change your choices',
      body: (
        <>
          <p>
            You can change or withdraw your consent at any time from the «Cookie preferences» link
            at the bottom of every page, or from here:
          </p>
          <Button variant="outline" onClick={() => consentStore.openPreferences()}>
            Open the cookie preferences
          </Button>
          <p>You can also delete cookies in your browser's settings.</p>
        </>
      ),
    },
  ],
};

export default text;
