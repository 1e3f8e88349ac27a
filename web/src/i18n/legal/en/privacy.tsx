import { localizedPath } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import { Link } from '../../../lib/navigation';
import frame from './frame';

const r = site.legal.retention;

/** The /privacy page's text in English: a translation of it/privacy.tsx, which prevails. */
const text: LegalText = {
  frame,
  title: 'Privacy policy',
  description:
    'How we process the personal data of those who book, contact us or visit the site, under Regulation (EU) 2016/679 (GDPR).',
  intro: (
    <p>
      This notice explains which personal data we collect, why and for how long, under articles 13
      and 14 of Regulation (EU) 2016/679 (GDPR) and the Italian Legislative Decree 196/2003.
    </p>
  ),
  sections: [
    {
      title: 'Data controller',
      body: (
        <p>
          <Controller frame={frame} />.
        </p>
      ),
    },
    {
      title: 'Data we collect',
      body: (
        <ul>
          <li>
            Bookings: name, email, phone, dates of the stay, number of guests, special requests,
            payment details (handled by Stripe: we neither see nor store the card number).
          </li>
          <li>
            Contact requests: first name, surname, email, optional phone, indicative dates and the
            message.
          </li>
          <li>
            Browsing: technical data the website needs to work and, only with your consent,
            anonymous usage statistics.
          </li>
          <li>
            Guests, through the online pre-check-in: surname, first name, sex, date and place of
            birth and citizenship of every person, and the identity document of the person booking,
            required by law (art. 109 TULPS) for the report to the police (Questura) and also used
            for the tourist tax.
          </li>
        </ul>
      ),
    },
    {
      title: 'Purposes and legal bases',
      body: (
        <ul>
          <li>Managing the booking and the stay: performance of the contract (art. 6.1.b GDPR).</li>
          <li>
            Answering contact requests: pre-contractual measures taken at your request (art. 6.1.b).
          </li>
          <li>Meeting tax, accounting and public-security obligations (art. 6.1.c).</li>
          <li>
            Sending you offers and news: only with your consent, which you can withdraw at any time
            (art. 6.1.a).
          </li>
          <li>
            Website usage statistics: only with your consent to analytics cookies (art. 6.1.a).
          </li>
        </ul>
      ),
    },
    {
      title: 'How long we keep the data',
      body: (
        <ul>
          <li>Booking data: {r.bookingsYears} years, for tax and accounting obligations.</li>
          <li>
            Guests' dates and places of birth and identity documents: deleted automatically{' '}
            {r.guestIdentityDays} days after check-out.
          </li>
          <li>Contact requests: {r.contactsMonths} months from receipt.</li>
          <li>
            Marketing data: until you withdraw your consent or after {r.marketingMonths} months of
            inactivity.
          </li>
          <li>Analytics data: {r.analyticsMonths} months.</li>
          <li>
            Technical cookies: for the length of the session or at most {r.technicalCookiesMonths}{' '}
            months.
          </li>
        </ul>
      ),
    },
    {
      title: 'Who we share the data with',
      body: (
        <p>
          With providers that process the data on our behalf as processors (art. 28 GDPR): Amazon
          Web Services (hosting, European Union), Stripe (payments), Google (statistics, only with
          consent), our accountant; and with the authorities where the law requires it. Any transfer
          outside the EU takes place with the safeguards of articles 45-46 GDPR (an adequacy
          decision or standard contractual clauses).
        </p>
      ),
    },
    {
      title: 'Your rights',
      body: (
        <p>
          You can ask for access, rectification, erasure, restriction and portability, object to the
          processing and withdraw your consent; you can also lodge a complaint with the Italian Data
          Protection Authority (Garante per la protezione dei dati personali). All the details are
          on the <Link to={localizedPath('/gdpr', 'en')}>GDPR rights</Link> page. For cookies, read
          the <Link to={localizedPath('/cookie-policy', 'en')}>Cookie Policy</Link>.
        </p>
      ),
    },
  ],
};

export default text;
