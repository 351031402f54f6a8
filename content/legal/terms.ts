import type { LegalDocument } from './types';

export const termsOfService = {
  title: 'Terms of Service',
  path: '/terms',
  description:
    'The rules for using Microloop: the template license for personal and commercial games, account and conduct rules, liability limits, and California law with arbitration.',
  intro:
    'These terms are the agreement between you and Microloop Studio ("Microloop", "we", "us") for using our website, microgame templates, playground, documentation and community features. We have tried to write them in plain language; the template license in section 4 is the part most developers come here for.',
  sections: [
    {
      id: 'agreement',
      heading: 'Agreement to Terms',
      blocks: [
        'By accessing the Microloop website, downloading a template or using the playground (together, the "Services"), you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the Services.',
        'You must be at least 16 years old, or older if the law where you live sets a higher minimum age for agreeing to these terms, to use the Services. If you use the Services on behalf of a studio, company or other organization, you confirm that you are authorized to accept these terms for it, and "you" includes that organization.',
      ],
    },
    {
      id: 'services',
      heading: 'Description of Services',
      blocks: [
        'Microloop provides ready-made microgame mechanics templates, such as a Plinko-style physics drop, tap, rhythm, memory, bounce chain and timing wheel, for Unity, Godot and JavaScript. Around them we offer an in-browser playground for tuning a mechanic before you export it, documentation and tutorials, and a community showcase of games built with our templates.',
        'We are a small studio and the Services evolve: we may add, change or retire templates and features. When we retire a template, we will not take away the copies you have already downloaded, and the license in section 4 continues to apply to them.',
      ],
    },
    {
      id: 'accounts',
      heading: 'User Accounts',
      blocks: [
        'Browsing the site and using the playground do not require an account. Certain features require account registration, such as submitting a project to the community showcase, taking part in the forum or managing paid template packs.',
        'If you register, you agree to:',
        {
          kind: 'list',
          items: [
            'give accurate information and keep it up to date;',
            'keep your sign-in details confidential and not share your account with anyone else;',
            'tell us promptly at legal@microloop.dev if you suspect someone has accessed your account without permission.',
          ],
        },
        'You are responsible for what happens under your account. You must meet the minimum age in section 1 to register. We may suspend or close an account that breaks these terms; where we reasonably can, we will tell you why and give you a chance to respond first.',
      ],
    },
    {
      id: 'template-license',
      heading: 'Template License',
      blocks: [
        'When you download a Microloop template, we grant you a license to use it, subject to these terms. The license is:',
        {
          kind: 'list',
          items: [
            { lead: 'Non-exclusive.', text: 'Other developers may license the same template.' },
            { lead: 'Non-transferable.', text: 'The license is yours; you may not sell, assign or sublicense it to someone else. Your teammates and contractors may work with the template on your projects.' },
            { lead: 'Worldwide.', text: 'You may develop and ship your games in any country.' },
            { lead: 'Revocable.', text: 'We may revoke the license if you materially breach these terms and do not fix the breach within 30 days of our notice. Games you shipped before the revocation may stay published.' },
          ],
        },
        'What you can and cannot do with it:',
        {
          kind: 'list',
          items: [
            { lead: 'Unlimited personal and commercial projects.', text: 'Use the templates in as many games, prototypes, game jams and client projects as you like. Modify them, combine them with your own code and art, and sell, stream or give away the games you make, with no royalties and no limit on titles, players or copies.' },
            { lead: 'No resale or redistribution of the templates themselves.', text: 'You may not resell or redistribute a template, unchanged or lightly modified, as source code, as an asset-store package, as part of another template or starter kit, or in any form that lets someone extract and reuse it as a template. Publishing the games you make with it is not redistribution, in whatever form they ship: a compiled build, or a web build whose code a browser can read, such as a kit’s index.html uploaded to itch.io or to your own site.' },
            { lead: 'Attribution appreciated but not mandatory.', text: 'A "Made with Microloop" line in your credits makes our day, but you never have to include one.' },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'User Conduct',
      blocks: [
        'We want Microloop to be a useful and friendly place for developers. When you use the Services, you agree not to:',
        {
          kind: 'list',
          items: [
            'break any law, or infringe anyone else\'s intellectual property, privacy or other rights;',
            'post content in the community that is harassing, hateful, sexually explicit, deceptive or spam;',
            'upload malware, or try to probe, overload or gain unauthorized access to our systems;',
            'scrape the site in bulk or use automated means that degrade the Services for others;',
            'pretend to be Microloop, one of our team, or another developer;',
            'use the Services to build a competing template marketplace from our templates.',
          ],
        },
        'We may remove content or restrict access when we reasonably believe these rules have been broken.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      blocks: [
        'The Services, including the templates, the playground, the documentation, the website design and the Microloop name and logo, belong to Microloop and its licensors and are protected by copyright, trademark and other laws. Apart from the template license in section 4, these terms do not give you any right to them.',
        'Your games are yours. You own the code, art, audio and design you create, including your modifications to a template, subject only to our rights in the underlying template.',
        'If you submit a project to the community showcase, you keep ownership of it and grant us a non-exclusive, royalty-free license to display it, with your name, on the Microloop website and channels for as long as it stays in the showcase. You can ask us to remove it at any time. If you send us feedback or ideas, we may use them without any obligation to you.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and Payment',
      blocks: [
        'Many Microloop templates and features are free. Where we charge for a template pack or a paid plan, the price, what it includes and any billing period are shown before you pay. Prices are in US dollars unless stated otherwise and exclude applicable taxes, which are added at checkout.',
        'Payments are handled by our payment processor; we never see or store your full card number. Paid plans renew automatically until you cancel, and cancellation takes effect at the end of the current billing period. We will give you at least 30 days\' notice before a price change applies to an existing plan.',
        'If a paid template does not work as described, tell us within 14 days of purchase and we will fix it or refund you. Nothing in these terms limits any refund rights you have under the law where you live.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Disclaimers and Limitation of Liability',
      blocks: [
        'We work hard on our templates, but the Services are provided "as is" and "as available". To the fullest extent permitted by law, Microloop disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the Services will be uninterrupted or error-free, or that a template will suit every engine version, platform or game.',
        'To the fullest extent permitted by law, Microloop will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from your use of the Services.',
        'Our total liability for all claims relating to the Services is limited to the greater of the amount you paid us in the previous six months (counted back from the event that gave rise to the claim) or 100 US dollars (US$100).',
        'Some jurisdictions do not allow certain warranties to be excluded or liability to be limited, so parts of this section may not apply to you. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or gross negligence.',
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      blocks: [
        'You agree to defend, indemnify and hold harmless Microloop and its team from claims, damages, losses and reasonable legal costs brought by third parties that arise from your breach of these terms, your misuse of the Services, or content you submit, including claims that a game you built infringes someone else\'s rights (other than through our unmodified template). We will tell you promptly about any such claim and let you control its defense, and you will not settle it in a way that admits fault on our behalf without our consent.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law and Dispute Resolution',
      blocks: [
        'These terms are governed by the laws of the State of California, United States, without regard to its conflict-of-laws rules.',
        'If a dispute arises, please email us first: most problems are solved faster that way. If we cannot resolve it informally within 60 days, any dispute arising from these terms or the Services will be settled by binding arbitration in San Francisco, California, administered by JAMS under its Streamlined Arbitration Rules & Procedures, before a single arbitrator. Judgment on the award may be entered in any court with jurisdiction.',
        'Disputes will be resolved on an individual basis, not as a class or representative action. Either party may still bring an individual claim in small-claims court, or seek an injunction in court to protect its intellectual property.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      blocks: [
        'We may update these terms as the Services change. For any material change, we will give at least 30 days\' notice by posting the revised terms on this page and announcing the change on the site (and by email, once you have an account) before it takes effect. The "Last updated" date above always shows the current version.',
        'If you keep using the Services after a change takes effect, you accept the revised terms. If you do not agree with them, stop using the Services; the license for templates you downloaded before the change continues under the terms that applied when you downloaded them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Information',
      blocks: [
        'Questions about these terms or the template license? We are happy to help, including with "can I use this in my game?" questions.',
        { kind: 'contact', lines: ['Microloop Studio, Legal', 'San Francisco, California, USA'], email: 'legal@microloop.dev' },
      ],
    },
  ],
} as const satisfies LegalDocument;
