import type { LegalDocument } from './types';

export const privacyPolicy = {
  title: 'Privacy Policy',
  path: '/privacy',
  description:
    'How Microloop handles your data: no accounts, no analytics, no cookies of our own and no third-party requests. The playground runs entirely in your browser.',
  intro:
    'This policy explains what information the Microloop website collects when you browse templates, read the docs, explore the community showcase or use the playground, and what we do with it. The short version: very little, and nothing that follows you around the web.',
  sections: [
    {
      id: 'commitment',
      heading: 'Our Commitment to Privacy',
      blocks: [
        'Microloop is a small studio that builds microgame mechanics templates for Unity, Godot and JavaScript. We make tools for developers, not profiles of them. We built this website to need as little of your information as possible, and we would rather not collect something than promise to guard it well.',
        'Today, the site works like this:',
        {
          kind: 'list',
          items: [
            { lead: 'No login.', text: 'There are no user accounts on the site, so there is no password, profile or account history for us to store.' },
            { lead: 'No analytics.', text: 'We do not run analytics, session recording, heatmaps or advertising pixels of any kind.' },
            { lead: 'No cookies set by us.', text: 'The site does not set cookies, and it does not use cookies to recognize you between visits.' },
            { lead: 'No third-party requests.', text: 'Every page, font, image and script is served from our own domain. Your browser does not contact ad networks, social widgets, font services or tracking domains while you are here.' },
            { lead: 'The playground stays on your device.', text: 'The PhysicsDropper X demo, its sliders and the files it exports are computed entirely in your browser. Your settings are never uploaded to us.' },
          ],
        },
        'This policy covers the Microloop website and the emails you exchange with us. It does not cover the games you build with our templates: if your game collects data from its players, that is your product and your privacy policy.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        'Because the site is a set of static pages with no accounts and no forms that send data to us, the information we handle is limited to the following:',
        {
          kind: 'list',
          items: [
            { lead: 'Request data.', text: 'Like every website, ours is delivered by a web server. When your browser requests a page, our hosting provider receives technical data that is part of the request itself: your IP address, the page requested, the date and time, your browser\'s user-agent string and the referring page, if any. These server logs are kept for no more than 30 days.' },
            { lead: 'Messages you send us.', text: 'If you email us, we receive your email address, your name if you include it, and whatever you choose to write, including any attachments.' },
            { lead: 'Settings in the address.', text: 'The playground keeps your slider values and the template catalog keeps your filters in the page address (the part after "?"), so a link you copy or bookmark carries them. The site stores nothing else on your device: no local storage, no cookies. Your browser\'s own history and cache keep those addresses until you clear them.' },
          ],
        },
        'We do not collect payment details, precise location, contacts, or any special category of personal data through the site. We do not buy personal data from data brokers or combine our records with data from other sources.',
        'Some features described in our Terms of Service require account registration. Those features are not live yet. Before we launch any of them, we will update this policy to describe exactly what an account collects, and we will collect only what the feature needs: typically an email address, a display name and the content you choose to publish.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      blocks: [
        'We use the small amount of information described above only for these purposes:',
        {
          kind: 'list',
          items: [
            'to deliver the website to your browser and keep it fast and available;',
            'to detect and block abuse, such as automated scraping that degrades the service or attempts to attack the server;',
            'to answer your messages, support requests and privacy requests, and to keep a record of how we handled them;',
            'to meet our legal obligations and to establish, exercise or defend legal claims.',
          ],
        },
        'We do not use your information for advertising, profiling, automated decision-making or training machine-learning models, and we do not send marketing email unless you have explicitly asked us to.',
        'Where data-protection laws such as the GDPR require a legal basis, we rely on our legitimate interest in operating and securing a public website for request data, and on your request (or our legitimate interest in replying) for the messages you send us.',
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'How We Share Information',
      blocks: [
        'We do not sell your personal information, and we do not share it with third parties for cross-context behavioral advertising. We share information only in these limited cases:',
        {
          kind: 'list',
          items: [
            { lead: 'Service providers.', text: 'Our hosting provider processes request data and our email provider stores the messages you send us. They act on our instructions, under contracts that forbid them from using the data for their own purposes.' },
            { lead: 'Legal requirements.', text: 'We may disclose information if the law requires it, for example in response to a valid court order, and we will push back on requests that are overly broad. Where we are allowed to, we will tell you first.' },
            { lead: 'Protection.', text: 'We may share information where that is necessary to investigate fraud, security incidents or threats to the safety of any person.' },
            { lead: 'Business transfers.', text: 'If Microloop is merged or acquired, information may pass to the new owner, who must keep honoring this policy or give you notice before changing it.' },
          ],
        },
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      blocks: [
        'The best protection for personal data is not holding it, which is why the site has no accounts, no database of visitors and no tracking. For the little we do hold, we take reasonable technical and organizational measures:',
        {
          kind: 'list',
          items: [
            'the site is served only over encrypted HTTPS connections;',
            'access to our hosting and email accounts is limited to the people who need it and protected by two-factor authentication;',
            'server logs are deleted automatically after 30 days, and we delete email threads we no longer need;',
            'we review our dependencies and apply security updates promptly.',
          ],
        },
        'No method of transmission or storage is perfectly secure. If we ever learn of a breach that affects your personal information, we will notify you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'your-privacy-rights',
      heading: 'Your Privacy Rights',
      blocks: [
        'Depending on where you live, you may have some or all of the following rights over your personal information. We offer them to everyone, wherever you are:',
        {
          kind: 'list',
          items: [
            { lead: 'Access.', text: 'Ask whether we hold information about you and receive a copy of it.' },
            { lead: 'Correction.', text: 'Ask us to fix information that is inaccurate or incomplete.' },
            { lead: 'Deletion.', text: 'Ask us to delete your information, unless we must keep it to meet a legal obligation.' },
            { lead: 'Objection and restriction.', text: 'Object to how we use your information, or ask us to limit that use while a concern is resolved.' },
            { lead: 'Portability.', text: 'Receive the information you gave us in a common, machine-readable format.' },
            { lead: 'Complaint.', text: 'Lodge a complaint with your local data-protection authority. We would appreciate the chance to put things right first.' },
          ],
        },
        'Residents of California have the right to know, delete and correct personal information and to opt out of its sale or sharing. We do not sell or share personal information, and we will never treat you differently for exercising any of these rights.',
        'To make a request, email privacy@microloop.dev. We may ask for details that help us confirm the request is yours, and we will reply within 30 days.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International Data Transfers',
      blocks: [
        'Microloop is based in San Francisco, California, in the United States. To load quickly, the site is delivered through servers in several countries, so request data may be processed outside the country you browse from, and the messages you send us are stored in the United States.',
        'When we transfer personal data from the European Economic Area, the United Kingdom or Switzerland to a country without an adequacy decision, we rely on safeguards approved by the relevant authorities, such as the European Commission\'s Standard Contractual Clauses, and we apply the protections in this policy wherever your data is processed.',
      ],
    },
    {
      id: 'childrens-privacy',
      heading: "Children's Privacy",
      blocks: [
        'Microloop is built for game developers, and our Terms of Service require users to be at least 16 years old, or older where local law sets a higher age for agreeing to online services or to the processing of personal data.',
        'The site is not directed at children below that age, and we do not knowingly collect personal information from them. If you believe a child has sent us personal information, for example by email, contact privacy@microloop.dev and we will delete it promptly.',
      ],
    },
    {
      id: 'updates',
      heading: 'Updates to This Policy',
      blocks: [
        'We will update this policy when our practices change, for example before we launch a feature that requires an account. The "Last updated" date at the top of this page shows when it was last revised.',
        'If a change materially affects how we handle your information, we will announce it on the site at least 30 days before it takes effect, and we will never apply a less protective policy to information collected before the change without your consent.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      blocks: [
        'Questions about this policy, or a privacy request? Write to us and a person on the team, not a bot, will answer.',
        { kind: 'contact', lines: ['Microloop Studio, Privacy', 'San Francisco, California, USA'], email: 'privacy@microloop.dev' },
      ],
    },
  ],
} as const satisfies LegalDocument;
