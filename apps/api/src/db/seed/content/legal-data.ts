// Legal texts (/terms, /privacy; partners /getTerms) with versions and effective dates. Each kind has
// an older version and the current one, so members who accepted the older privacy policy see the
// policy-update notice. Bodies are Markdown under the page's own h1 (## and ### only). The terms have a
// Canadian edition in English and in French and a United States edition (prices in USD, Delaware law,
// no Quebec section); the sections the two English editions share are written once below.
import type { SeedLegalText } from './types.ts';

const join = (...sections: string[]): string => sections.map((section) => section.trim()).join('\n\n');

// ---- Terms of use, version 1 (2025-01-01) ------------------------------------------------------------

const TERMS_V1_EN_CA = `
These terms of use are an agreement between you and SPC Card Inc. (“SPC”, “we”, “us”), 130 Spadina Avenue, Suite 402, Toronto, Ontario M5V 2L4. They apply when you use our website or app, create an account or hold an SPC membership. By creating an account or buying a membership, you accept them.

## Who can join

SPC is a discount membership for students. To create an account you must be at least 16 years old and live in Canada. If you are under the age of majority where you live, a parent or guardian must agree to any purchase. Partners may ask you to show a valid student ID when you use an offer, except if you hold a VIP or bank-linked membership.

## Your membership

- A basic SPC membership costs $11.99 CAD a year, plus applicable taxes. You can also start a free trial once.
- SPC+ is our higher tier, bought or received with an eligible co-branded bank card.
- A membership lasts one year from the day it starts. If you turn on automatic renewal, it renews each year at the price then in effect until you turn it off on the [Billing](/billing) page.
- Memberships are non-refundable, except where the law requires otherwise.
- Memberships are valid in Canada only.

## Partner offers and codes

Our partners set their own offers and may change or end them at any time. The conditions shown with each offer apply. Promo codes are for your personal use: you may not sell, share publicly or publish them.

## Your account

Keep your password to yourself and tell us right away at [support@spccard.ca](mailto:support@spccard.ca) if you think someone else has used your account. You are responsible for what is done with it. You can delete your account from your [profile](/profile).

## Fair use

Do not misuse the service: no automated scraping, no attempts to get around our security, no false information, and nothing unlawful. We may suspend or close an account that breaks these terms.

## Our responsibility

We work hard to keep offers accurate, but the service is provided as is. Partners are responsible for their own products and services. To the extent the law allows, our liability to you is limited to the amount you paid for your membership in the last 12 months.

## Changes

We may update these terms. If a change matters to you, we will tell you by e-mail or in the app before it takes effect.

## Law

These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. If you live in Quebec, the laws of Quebec, including the Consumer Protection Act, also protect you.

## Contact

Questions? Write to [support@spccard.ca](mailto:support@spccard.ca) or use our [contact form](/contact).
`;

const TERMS_V1_FR_CA = `
Les présentes conditions d’utilisation constituent une entente entre vous et SPC Card Inc. (« SPC », « nous »), 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4. Elles s’appliquent dès que vous utilisez notre site ou notre application, que vous créez un compte ou que vous détenez un abonnement SPC. En créant un compte ou en achetant un abonnement, vous les acceptez.

## Qui peut s’inscrire

SPC est un abonnement de rabais pour les étudiants. Pour créer un compte, vous devez avoir au moins 16 ans et habiter au Canada. Si vous n’avez pas atteint l’âge de la majorité dans votre province, un parent ou un tuteur doit consentir à tout achat. Nos partenaires peuvent vous demander une carte étudiante valide au moment d’utiliser une offre, sauf si vous avez un abonnement VIP ou lié à une banque.

## Votre abonnement

- L’abonnement SPC de base coûte 11,99 $ par année, taxes applicables en sus. Vous pouvez aussi profiter une seule fois d’un essai gratuit.
- SPC+ est notre palier supérieur, offert à l’achat ou avec une carte bancaire comarquée admissible.
- Un abonnement dure un an à compter de sa date de début. Si vous activez le renouvellement automatique, il se renouvelle chaque année au prix alors en vigueur jusqu’à ce que vous le désactiviez sur la page [Facturation](/billing).
- Les abonnements ne sont pas remboursables, sauf lorsque la loi l’exige.
- Les abonnements sont valides au Canada seulement.

## Offres et codes des partenaires

Nos partenaires fixent leurs propres offres et peuvent les modifier ou y mettre fin en tout temps. Les conditions indiquées avec chaque offre s’appliquent. Les codes promotionnels sont réservés à votre usage personnel : vous ne pouvez ni les vendre, ni les diffuser publiquement.

## Votre compte

Gardez votre mot de passe pour vous et écrivez-nous sans tarder à [support@spccard.ca](mailto:support@spccard.ca) si vous croyez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de ce qui s’y fait. Vous pouvez supprimer votre compte à partir de votre [profil](/profile).

## Utilisation loyale

N’utilisez pas le service de façon abusive : pas d’extraction automatisée de données, pas de tentative de contourner nos mesures de sécurité, pas de faux renseignements et rien d’illégal. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions.

## Notre responsabilité

Nous faisons tout pour que les offres soient exactes, mais le service est fourni tel quel. Nos partenaires sont responsables de leurs propres produits et services. Dans la mesure permise par la loi, notre responsabilité envers vous se limite au montant payé pour votre abonnement au cours des 12 derniers mois.

## Modifications

Nous pouvons mettre ces conditions à jour. Si un changement vous touche, nous vous en informerons par courriel ou dans l’application avant son entrée en vigueur.

## Lois applicables

Ces conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Si vous habitez au Québec, les lois du Québec, dont la Loi sur la protection du consommateur, vous protègent aussi.

## Nous joindre

Des questions? Écrivez à [support@spccard.ca](mailto:support@spccard.ca) ou utilisez notre [formulaire de contact](/contact).
`;

const TERMS_V1_EN_US = `
These terms of use are an agreement between you and SPC Card Inc. (“SPC”, “we”, “us”). They apply when you use our website or app in the United States, create an account or hold an SPC membership where it is available in the United States. By creating an account or buying a membership, you accept them.

## Who can join

SPC is a discount membership for students. To create an account you must be at least 16 years old. If you are a minor where you live, a parent or guardian must agree to any purchase. Partners may ask you to show a valid student ID when you use an offer.

## Your membership

- Membership prices are shown in US dollars at checkout, plus any applicable sales tax. You can also start a free trial once, where available.
- A membership lasts one year from the day it starts. If you turn on automatic renewal, it renews each year at the price then in effect until you turn it off on the [Billing](/billing) page.
- Memberships are non-refundable, except where the law requires otherwise.
- Offers are available only where our partners make them available in the United States.

## Partner offers and codes

Our partners set their own offers and may change or end them at any time. The conditions shown with each offer apply. Promo codes are for your personal use: you may not sell, share publicly or publish them.

## Your account

Keep your password to yourself and tell us right away at [support@spccard.ca](mailto:support@spccard.ca) if you think someone else has used your account. You can delete your account from your [profile](/profile).

## Fair use

Do not misuse the service: no automated scraping, no attempts to get around our security, no false information, and nothing unlawful. We may suspend or close an account that breaks these terms.

## Our responsibility

The service is provided “as is” and “as available”. Partners are responsible for their own products and services. To the extent the law allows, our liability to you is limited to the amount you paid for your membership in the last 12 months.

## Changes

We may update these terms. If a change matters to you, we will tell you by e-mail or in the app before it takes effect.

## Law

These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules.

## Contact

Questions? Write to [support@spccard.ca](mailto:support@spccard.ca) or use our [contact form](/contact).
`;

// ---- Terms of use, version 2 (2026-09-01, current) -----------------------------------------------------
// English sections shared by the Canadian and the United States editions.

function termsOffers(edition: 'ca' | 'us'): string {
  const ca = edition === 'ca';
  return `
## Partner offers

SPC shows offers from ${ca ? 'more than 450 partner brands' : 'our partner brands'}, online and in store. The offers belong to our partners:

- **Partners set the offers.** Each partner decides the discount, its conditions (minimum purchase, participating locations, exclusions, dates) and how long it lasts. A partner may change, pause or end an offer at any time, sometimes without notice to us. The conditions shown on the offer page apply, together with the partner’s own terms of sale.
- **Student ID checks.** A partner may ask you to show a valid student ID, with your digital or physical SPC card, before it applies a discount.${ca ? ' Members with a VIP or bank-linked membership are not asked for a student ID.' : ''}
- **The partner is the seller.** When you buy from a partner, your contract for that purchase is with the partner. Questions about a product, a delivery, a warranty or a return go to the partner. We are not responsible for the partner’s products or services, but we want to know when something goes wrong: tell us through our [contact form](/contact).
- **Limited offers.** ${ca ? 'Some offers are reserved for SPC+ members, and some' : 'Some offers'} are limited in time or in quantity.
`;
}

const TERMS_EN_CODES = `
## Promo codes and your card

When you reveal a promo code in the app, it is issued to you. Codes are for your personal use only:

- Do not sell, trade, share publicly or publish codes, your card number or your digital card, and do not use them to buy for resale.
- A code may be single-use, limited to one account or subject to the partner’s conditions. A code may also be refused by the partner if it has expired or the offer has changed.
- If a code does not work, answer “Did it work?” on the offer page. Your answer tells us which codes to check with the partner; it is not a guarantee that the discount will be honoured.
- Your digital card (and any physical SPC card) is personal and cannot be transferred. A physical card bought in a store is activated online with its 16-digit card number and 3-digit security code; once activated, it is tied to your account.

We may cancel codes, cards or memberships obtained through fraud, resale or automated means.
`;

const TERMS_EN_ACCOUNT = `
## Your account

- **Accurate information.** Give us true, current information when you sign up and keep your profile up to date. Your birth date and student status must be real: they decide whether you can join and which offers you see.
- **Signing in.** You can sign in with an e-mail and password, or with Google, Facebook or Apple. If you use a social sign-in, the provider’s own terms also apply to that account.
- **Security.** Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what happens in your account. If you think someone else has used it, change your password and write to [support@spccard.ca](mailto:support@spccard.ca) right away.
- **One person, one account.** An account belongs to one person. You may not share it or sell it.
- **Favourites and lists.** You can save favourite offers and keep named lists. We keep them for you while your account is open, but an offer you saved may end.
- **Deleting your account.** You can delete your account at any time from your [profile](/profile). Deleting it does not refund a membership, and a card you hold stays valid until it expires but is no longer linked to an account.
`;

const TERMS_EN_USE = `
## Acceptable use

When you use SPC, you agree not to:

- copy, collect or scrape offers, codes or other content by automated means, or use bots to create accounts, reveal codes or activate cards;
- try to guess card numbers or security codes, get around our limits or security, or access accounts or data that are not yours;
- pretend to be someone else, give false information about your age or student status, or create accounts in someone else’s name;
- interfere with the service, upload harmful code or overload our systems;
- use SPC for anything unlawful, misleading or harmful to others, or for commercial purposes without our written permission.
`;

const TERMS_EN_IP = `
## Intellectual property

The SPC name, logos, the design of the site and the app, and the content we write belong to SPC Card Inc. or to those who licensed them to us. Partner names and logos belong to our partners. We give you a personal, non-exclusive, non-transferable right to use the service for your own needs, as these terms allow. You may not copy, modify, distribute or reuse our content or our partners’ marks without permission.

If you send us feedback or ideas, we may use them to improve SPC without owing you anything.
`;

const TERMS_EN_TERMINATION = `
## Suspension and termination

You can stop using SPC at any time and delete your account from your [profile](/profile).

We may suspend or close your account, cancel codes or end a membership if you break these terms, commit fraud, resell codes or cards, or if the law requires it. When the breach is minor, we will first warn you and give you a chance to fix it. If we close your account without a valid reason, we will refund the unused part of your membership.

We may also stop offering SPC altogether. If we do, we will give you at least 30 days’ notice and refund the unused part of any paid membership.
`;

// ---- Canadian edition (English) ----

const TERMS_V2_EN_CA = join(
  `
## About these terms

These terms of use are a contract between you and SPC Card Inc. They apply when you visit our website, use our app, create an account or hold an SPC or SPC+ membership. Please read them: by creating an account, starting a free trial, buying a membership or activating a card, you accept them, along with our [privacy policy](/privacy), which explains how we handle your personal information.

## Who we are

SPC Card Inc. (“SPC”, “we”, “us”) has offered the SPC student discount card since 1992. Our head office is at 130 Spadina Avenue, Suite 402, Toronto, Ontario M5V 2L4. You can reach us at [support@spccard.ca](mailto:support@spccard.ca) or through our [contact form](/contact).

## Who can become a member

- **Students.** SPC is made for students enrolled in a secondary school, a CEGEP, a college, a university or another recognized school. We may ask you to confirm your student status, for example with a school e-mail address.
- **Age.** You must be at least 16 years old to create an account. If you are under the age of majority in your province or territory, you confirm that a parent or guardian agrees to any purchase you make.
- **Canada.** Memberships and offers are valid in Canada only. Partner offers are not available outside Canada, even with a valid card.
`,
  `
## Your membership

### SPC and SPC+

- **SPC** is our basic membership. It gives you access to more than 450 deals from our partners, online and in store, and to your digital membership card.
- **SPC+** is our higher tier. It adds offers reserved for SPC+ members. You can buy it, or receive it by registering an eligible CIBC co-branded bank card. The bank’s own terms govern your bank account; we are not a party to them.
- Getting SPC+ replaces your current membership. If that membership renews automatically, its renewal is turned off and its saved payment card removed. A membership bought through an app store must be cancelled by you in that store; we will show you how.

### Free trial

You can try SPC for free for 30 days, once per person. No payment card is needed, and the trial does not turn into a paid membership by itself: it simply ends. We will remind you by e-mail 3 days before it ends. Creating several accounts to get more than one trial is not allowed.

### Term and automatic renewal

A paid membership lasts one year from the day it starts. When you buy online, you can choose automatic renewal:

- With automatic renewal on, your membership renews for another year on its expiry date, and we charge the payment card on file at the price in effect at that time, plus applicable taxes.
- We send you a reminder by e-mail at least 7 days before each renewal, with the amount and the date. If the price has changed, the reminder says so.
- You can turn automatic renewal off at any time, in one click, on the [Billing](/billing) page or from the link in the reminder e-mail. Your membership then stays active until its expiry date and is not charged again.
- If a renewal payment fails, we may try again during the following 30 days and will tell you how to update your payment card.

### Prices and taxes

The basic SPC membership costs **$11.99 CAD** a year. Prices are in Canadian dollars, plus the sales taxes that apply in your province (GST, HST, PST or QST), calculated from your postal code and shown before you pay. Promo codes and school codes can lower the price when they are valid. Payments are processed by our payment provider; we never see or keep your full card number.

### Refunds

Memberships are **non-refundable**, including when you turn off automatic renewal before the end of a term, stop using the service or delete your account, except where the law requires otherwise. If you were charged in error (for example, twice for the same membership), write to us and we will correct it.

### If you live in Quebec

Nothing in these terms limits the rights you have under Quebec’s Consumer Protection Act. In particular, because you buy your membership online, the Act’s rules on distance contracts apply: if we did not give you the information the Act requires, or did not send you a copy of the contract within 15 days of your purchase, you may cancel within the time limits the Act sets, and we will refund you within 15 days of your cancellation. Some exclusions or limitations in these terms may not apply to you.
`,
  termsOffers('ca'),
  TERMS_EN_CODES,
  TERMS_EN_ACCOUNT,
  TERMS_EN_USE,
  TERMS_EN_IP,
  `
## Disclaimers

We check our offers and keep them up to date, but partners can change them quickly. The service is provided “as is” and “as available”: we do not promise that every offer will be available at every location, that every code will be accepted, or that the service will never be interrupted. We do not exclude the warranties that consumer protection laws give you and that cannot be excluded.

## Limitation of liability

To the extent the law allows, SPC is not liable for indirect or consequential losses, such as lost savings or lost opportunities, or for the acts of our partners. Our total liability to you for any claim related to the service is limited to the amount you paid us for your membership in the 12 months before the claim. These limits do not apply where the law does not allow them, for example for damage caused by our intentional or gross fault, or to bodily injury.
`,
  TERMS_EN_TERMINATION,
  `
## Changes to these terms

We may update these terms when our service or the law changes. When a change affects your rights or obligations, we will e-mail you and show a notice in the app at least 30 days before it takes effect (for Quebec residents, between 30 and 90 days before), with the new text, the date it takes effect and what changes. If you do not accept the change, you may cancel your membership before it takes effect; if the change increases your obligations or reduces ours, we will refund the unused part of your membership. The version and effective date are shown at the top of this page.

## Governing law and disputes

These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. If you live in Quebec, the laws of Quebec apply and you may bring a claim before the courts of your district. Elsewhere in Canada, the courts of Ontario have jurisdiction, without taking away any right the consumer protection law of your province gives you to go to your own courts. Before going to court, please contact us: most problems are solved quickly.

## Language

These terms are published in French and in English. Both versions have the same value. Vous pouvez lire la version française en choisissant le français dans le menu.

## Contact us

SPC Card Inc., 130 Spadina Avenue, Suite 402, Toronto, Ontario M5V 2L4. E-mail: [support@spccard.ca](mailto:support@spccard.ca). You can also write to us through our [contact form](/contact). For questions about your personal information, write to our privacy officer at [privacy@spccard.ca](mailto:privacy@spccard.ca).
`,
);

// ---- United States edition ----

const TERMS_V2_EN_US = join(
  `
## About these terms

These terms of use are a contract between you and SPC Card Inc. They apply when you visit our website or use our app in the United States, create an account or hold an SPC membership where it is available in the United States. By creating an account, starting a free trial, buying a membership or activating a card, you accept them, along with our [privacy policy](/privacy).

## Who we are

SPC Card Inc. (“SPC”, “we”, “us”) has offered the SPC student discount card since 1992. You can reach us at [support@spccard.ca](mailto:support@spccard.ca) or through our [contact form](/contact).

## Who can become a member

- **Students.** SPC is made for students enrolled in a high school, a college, a university or another recognized school. We may ask you to confirm your student status, for example with a school e-mail address or the name of your school.
- **Age.** You must be at least 16 years old to create an account. If you are a minor in your state, you confirm that a parent or guardian agrees to any purchase you make.
- **Availability.** Memberships and offers are available only where available in the United States. Not every partner or offer shown to members in Canada is available to members in the United States.
`,
  `
## Your membership

### What you get

An SPC membership gives you access to the partner offers available in the United States and to your digital membership card. Offers reserved for SPC+ members are not available in the United States edition.

### Free trial

Where available, you can try SPC for free for 30 days, once per person. No payment card is needed, and the trial does not turn into a paid membership by itself: it simply ends. We will remind you by e-mail 3 days before it ends.

### Term and automatic renewal

A paid membership lasts one year from the day it starts. When you buy online, you can choose automatic renewal:

- With automatic renewal on, your membership renews for another year on its expiry date, and we charge the payment card on file at the price in effect at that time, plus any applicable sales tax.
- We send you a reminder by e-mail at least 7 days before each renewal, with the amount and the date.
- You can turn automatic renewal off at any time, in one click, on the [Billing](/billing) page or from the link in the reminder e-mail. Your membership then stays active until its expiry date and is not charged again.
- If a renewal payment fails, we may try again during the following 30 days.

### Prices and taxes

Prices are shown in **US dollars** at checkout, plus any sales tax that applies where you live, calculated from your ZIP code and shown before you pay. Payments are processed by our payment provider; we never see or keep your full card number.

### Refunds

Memberships are **non-refundable**, including when you turn off automatic renewal before the end of a term, stop using the service or delete your account, except where the law requires otherwise. If you were charged in error, write to us and we will correct it.
`,
  termsOffers('us'),
  TERMS_EN_CODES,
  TERMS_EN_ACCOUNT,
  TERMS_EN_USE,
  TERMS_EN_IP,
  `
## Disclaimers

THE SERVICE IS PROVIDED “AS IS” AND “AS AVAILABLE”. TO THE FULLEST EXTENT PERMITTED BY LAW, SPC DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT. We do not promise that every offer will be available at every location, that every code will be accepted, or that the service will never be interrupted. Some states do not allow the exclusion of implied warranties, so some of these exclusions may not apply to you.

## Limitation of liability

TO THE FULLEST EXTENT PERMITTED BY LAW, SPC IS NOT LIABLE FOR INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR THE ACTS OF OUR PARTNERS. OUR TOTAL LIABILITY FOR ANY CLAIM RELATED TO THE SERVICE IS LIMITED TO THE AMOUNT YOU PAID US FOR YOUR MEMBERSHIP IN THE 12 MONTHS BEFORE THE CLAIM. Some states do not allow these limits, so they may not apply to you.
`,
  TERMS_EN_TERMINATION,
  `
## Changes to these terms

We may update these terms when our service or the law changes. When a change affects your rights or obligations, we will e-mail you and show a notice in the app at least 30 days before it takes effect. If you do not accept the change, you may cancel your membership before it takes effect. The version and effective date are shown at the top of this page.

## Governing law and disputes

These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Any dispute that is not settled informally will be heard by the state or federal courts located in Delaware, unless the law of your state gives you the right to bring it elsewhere. Before going to court, please contact us: most problems are solved quickly.

## Contact us

SPC Card Inc. E-mail: [support@spccard.ca](mailto:support@spccard.ca). You can also write to us through our [contact form](/contact). For questions about your personal information, write to [privacy@spccard.ca](mailto:privacy@spccard.ca).
`,
);

// ---- Édition canadienne (français) ----

const TERMS_V2_FR_CA = `
## À propos des présentes conditions

Les présentes conditions d’utilisation forment un contrat entre vous et SPC Card Inc. Elles s’appliquent lorsque vous visitez notre site, utilisez notre application, créez un compte ou détenez un abonnement SPC ou SPC+. Prenez le temps de les lire : en créant un compte, en commençant un essai gratuit, en achetant un abonnement ou en activant une carte, vous les acceptez, de même que notre [politique de confidentialité](/privacy), qui explique comment nous traitons vos renseignements personnels.

## Qui nous sommes

SPC Card Inc. (« SPC » ou « nous ») offre la carte de rabais étudiante SPC depuis 1992. Notre siège social est situé au 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4. Vous pouvez nous joindre à [support@spccard.ca](mailto:support@spccard.ca) ou au moyen de notre [formulaire de contact](/contact).

## Qui peut s’abonner

- **Les étudiants.** SPC s’adresse aux élèves et aux étudiants inscrits dans une école secondaire, un cégep, un collège, une université ou un autre établissement reconnu. Nous pouvons vous demander de confirmer votre statut, par exemple au moyen d’une adresse courriel de votre établissement.
- **L’âge.** Vous devez avoir au moins 16 ans pour créer un compte. Si vous n’avez pas atteint l’âge de la majorité dans votre province ou territoire, vous confirmez qu’un parent ou un tuteur consent à vos achats.
- **Le Canada.** Les abonnements et les offres sont valides au Canada seulement. Les offres de nos partenaires ne s’appliquent pas à l’extérieur du pays, même avec une carte valide.

## Votre abonnement

### SPC et SPC+

- **SPC** est notre abonnement de base. Il donne accès à plus de 450 rabais de nos partenaires, en ligne et en magasin, ainsi qu’à votre carte de membre numérique.
- **SPC+** est notre palier supérieur. Il ajoute des offres réservées aux membres SPC+. Vous pouvez l’acheter ou l’obtenir en enregistrant une carte bancaire comarquée CIBC admissible. Votre compte bancaire demeure régi par les conditions de la banque, auxquelles nous ne sommes pas partie.
- SPC+ remplace l’abonnement que vous avez déjà. Si celui-ci se renouvelait automatiquement, le renouvellement est désactivé et la carte de paiement enregistrée est retirée. Un abonnement acheté dans une boutique d’applications doit être annulé par vous dans cette boutique; nous vous indiquerons comment faire.

### Essai gratuit

Vous pouvez essayer SPC gratuitement pendant 30 jours, une seule fois par personne. Aucune carte de paiement n’est demandée et l’essai ne se transforme pas de lui-même en abonnement payant : il prend tout simplement fin. Nous vous envoyons un rappel par courriel 3 jours avant la fin. Il est interdit de créer plusieurs comptes pour obtenir plus d’un essai.

### Durée et renouvellement automatique

Un abonnement payant dure un an à compter de sa date de début. Lorsque vous achetez en ligne, vous pouvez choisir le renouvellement automatique :

- Si le renouvellement automatique est activé, votre abonnement est reconduit pour un an à sa date d’expiration, et nous portons à la carte de paiement enregistrée le prix alors en vigueur, taxes applicables en sus.
- Nous vous envoyons un rappel par courriel au moins 7 jours avant chaque renouvellement, avec le montant et la date. Si le prix a changé, le rappel vous le dit.
- Vous pouvez désactiver le renouvellement automatique en tout temps, en un clic, sur la page [Facturation](/billing) ou à partir du lien qui figure dans le courriel de rappel. Votre abonnement reste alors actif jusqu’à sa date d’expiration, sans autres frais.
- Si un paiement de renouvellement échoue, nous pouvons réessayer au cours des 30 jours suivants et nous vous expliquerons comment mettre à jour votre carte.

### Prix et taxes

L’abonnement SPC de base coûte **11,99 $** par année. Les prix sont en dollars canadiens, plus les taxes de vente de votre province (TPS, TVH, TVP ou TVQ), calculées à partir de votre code postal et affichées avant le paiement. Un code promotionnel ou un code d’école valide peut réduire le prix. Les paiements sont traités par notre fournisseur de paiement : nous ne voyons ni ne conservons jamais le numéro complet de votre carte.

### Remboursements

Les abonnements **ne sont pas remboursables**, y compris si vous désactivez le renouvellement automatique avant la fin d’une période, cessez d’utiliser le service ou supprimez votre compte, sauf lorsque la loi l’exige. Si vous avez été facturé par erreur (par exemple deux fois pour le même abonnement), écrivez-nous et nous corrigerons la situation.

### Si vous habitez au Québec

Rien dans les présentes conditions ne limite les droits que vous confère la Loi sur la protection du consommateur. Comme vous achetez votre abonnement en ligne, les règles que la Loi prévoit pour les contrats conclus à distance s’appliquent : si nous ne vous avons pas fourni les renseignements exigés par la Loi ou ne vous avons pas transmis un exemplaire du contrat dans les 15 jours suivant l’achat, vous pouvez résoudre le contrat dans les délais prévus par la Loi, et nous vous rembourserons dans les 15 jours suivant la résolution. Certaines exclusions ou limitations prévues aux présentes pourraient ne pas s’appliquer à vous.

## Les offres de nos partenaires

SPC présente des offres de plus de 450 marques partenaires, en ligne et en magasin. Ces offres appartiennent à nos partenaires :

- **Ce sont les partenaires qui fixent les offres.** Chaque partenaire décide du rabais, de ses conditions (achat minimum, succursales participantes, exclusions, dates) et de sa durée. Il peut modifier, suspendre ou retirer une offre en tout temps, parfois sans nous prévenir. Les conditions affichées sur la page de l’offre s’appliquent, en plus des conditions de vente du partenaire.
- **La carte étudiante.** Un partenaire peut vous demander une carte étudiante valide, en plus de votre carte SPC numérique ou physique, avant d’appliquer un rabais. Les membres qui ont un abonnement VIP ou lié à une banque n’ont pas à présenter de carte étudiante.
- **Le vendeur, c’est le partenaire.** Quand vous achetez chez un partenaire, vous faites affaire avec lui. Les questions sur un produit, une livraison, une garantie ou un retour s’adressent au partenaire. Nous ne sommes pas responsables de ses produits ni de ses services, mais nous voulons savoir quand quelque chose ne va pas : dites-le-nous au moyen de notre [formulaire de contact](/contact).
- **Les offres exclusives.** Certaines offres sont réservées aux membres SPC+, et d’autres sont d’une durée ou d’une quantité limitée.

## Les codes promotionnels et votre carte

Le code promotionnel que vous affichez dans l’application vous est attribué. Il est strictement réservé à votre usage personnel :

- Il est interdit de vendre, d’échanger, de diffuser publiquement ou de publier des codes, votre numéro de carte ou votre carte numérique, ou de vous en servir pour acheter en vue de revendre.
- Un code peut être à usage unique, limité à un seul compte ou soumis aux conditions du partenaire. Le partenaire peut aussi le refuser si le code est expiré ou si l’offre a changé.
- Si un code ne fonctionne pas, répondez à « Est-ce que ça a fonctionné? » sur la page de l’offre. Votre réponse nous indique quels codes vérifier auprès du partenaire; elle ne garantit toutefois pas que le rabais sera accordé.
- Votre carte numérique (et toute carte SPC physique) est personnelle et incessible. Une carte physique achetée en magasin s’active en ligne avec son numéro à 16 chiffres et son code de sécurité à 3 chiffres; une fois activée, elle est liée à votre compte.

Nous pouvons annuler les codes, les cartes ou les abonnements obtenus par fraude, par revente ou par des moyens automatisés.

## Votre compte

- **Des renseignements exacts.** Fournissez des renseignements vrais et à jour lors de votre inscription et tenez votre profil à jour. Votre date de naissance et votre statut d’étudiant doivent être réels : ils déterminent votre admissibilité et les offres qui vous sont présentées.
- **La connexion.** Vous pouvez vous connecter avec une adresse courriel et un mot de passe, ou avec Google, Facebook ou Apple. Si vous utilisez la connexion par un réseau social, les conditions de ce fournisseur s’appliquent aussi à ce compte.
- **La sécurité.** Gardez votre mot de passe pour vous et choisissez-en un que vous n’utilisez nulle part ailleurs. Vous êtes responsable de ce qui se passe dans votre compte. Si vous croyez que quelqu’un d’autre l’a utilisé, changez votre mot de passe et écrivez-nous sans tarder à [support@spccard.ca](mailto:support@spccard.ca).
- **Une personne, un compte.** Un compte appartient à une seule personne. Vous ne pouvez ni le partager ni le vendre.
- **Favoris et listes.** Vous pouvez enregistrer vos offres favorites et créer des listes. Nous les conservons tant que votre compte est ouvert, mais une offre enregistrée peut prendre fin.
- **La suppression du compte.** Vous pouvez supprimer votre compte en tout temps à partir de votre [profil](/profile). La suppression ne donne pas droit au remboursement d’un abonnement; une carte que vous détenez reste valide jusqu’à son expiration, mais n’est plus liée à un compte.

## Utilisation acceptable

En utilisant SPC, vous vous engagez à ne pas :

- copier, recueillir ou extraire par des moyens automatisés les offres, les codes ou tout autre contenu, ni utiliser des robots pour créer des comptes, afficher des codes ou activer des cartes;
- tenter de deviner des numéros de carte ou des codes de sécurité, contourner nos limites ou nos mesures de sécurité, ou accéder à des comptes ou à des données qui ne sont pas les vôtres;
- vous faire passer pour quelqu’un d’autre, donner de faux renseignements sur votre âge ou votre statut d’étudiant, ou créer un compte au nom d’une autre personne;
- nuire au fonctionnement du service, y téléverser du code malveillant ou surcharger nos systèmes;
- utiliser SPC à des fins illégales, trompeuses ou préjudiciables à autrui, ou à des fins commerciales sans notre autorisation écrite.

## Propriété intellectuelle

Le nom SPC, nos logos, la conception du site et de l’application ainsi que les contenus que nous rédigeons appartiennent à SPC Card Inc. ou aux personnes qui nous en ont accordé la licence. Les noms et les logos de nos partenaires leur appartiennent. Nous vous accordons un droit personnel, non exclusif et incessible d’utiliser le service pour vos propres besoins, dans le respect des présentes conditions. Vous ne pouvez pas copier, modifier, distribuer ou réutiliser nos contenus ni les marques de nos partenaires sans autorisation.

Si vous nous faites part de commentaires ou d’idées, nous pouvons nous en servir pour améliorer SPC sans rien vous devoir.

## Avis de non-responsabilité

Nous vérifions nos offres et les tenons à jour, mais nos partenaires peuvent les modifier rapidement. Le service est fourni « tel quel » et « selon sa disponibilité » : nous ne garantissons pas que chaque offre sera offerte dans chaque succursale, que chaque code sera accepté ni que le service ne sera jamais interrompu. Nous n’excluons pas les garanties que les lois sur la protection du consommateur vous accordent et qui ne peuvent pas être écartées.

## Limitation de responsabilité

Dans la mesure permise par la loi, SPC n’est pas responsable des pertes indirectes, comme des économies ou des occasions perdues, ni des actes de ses partenaires. Notre responsabilité totale envers vous pour toute réclamation liée au service se limite au montant que vous nous avez payé pour votre abonnement au cours des 12 mois précédant la réclamation. Ces limites ne s’appliquent pas lorsque la loi les interdit, notamment en cas de faute intentionnelle ou lourde de notre part ou de préjudice corporel.

## Suspension et résiliation

Vous pouvez cesser d’utiliser SPC en tout temps et supprimer votre compte à partir de votre [profil](/profile).

Nous pouvons suspendre ou fermer votre compte, annuler des codes ou mettre fin à un abonnement si vous enfreignez les présentes conditions, commettez une fraude, revendez des codes ou des cartes, ou si la loi l’exige. Si le manquement est mineur, nous vous avertirons d’abord et vous donnerons la chance d’y remédier. Si nous fermons votre compte sans motif valable, nous vous rembourserons la partie inutilisée de votre abonnement.

Nous pouvons aussi cesser complètement d’offrir SPC. Le cas échéant, nous vous en aviserons au moins 30 jours à l’avance et rembourserons la partie inutilisée de tout abonnement payé.

## Modifications des conditions

Nous pouvons mettre à jour les présentes conditions lorsque notre service ou la loi change. Si une modification touche vos droits ou vos obligations, nous vous l’annoncerons par courriel et dans l’application au moins 30 jours avant son entrée en vigueur (entre 30 et 90 jours avant, si vous habitez au Québec), avec le nouveau texte, sa date d’entrée en vigueur et ce qui change. Si vous refusez la modification, vous pouvez mettre fin à votre abonnement avant qu’elle entre en vigueur; si elle augmente vos obligations ou réduit les nôtres, nous vous rembourserons la partie inutilisée de votre abonnement. La version et la date d’entrée en vigueur figurent en haut de la page.

## Lois applicables et litiges

Les présentes conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Si vous habitez au Québec, ce sont les lois du Québec qui s’appliquent, et vous pouvez vous adresser aux tribunaux de votre district. Ailleurs au Canada, les tribunaux de l’Ontario sont compétents, sans vous priver du droit que la loi de votre province sur la protection du consommateur vous donne de vous adresser aux tribunaux de chez vous. Avant d’entreprendre un recours, communiquez avec nous : la plupart des problèmes se règlent rapidement.

## Langue

Les présentes conditions sont publiées en français et en anglais, et les deux versions ont la même valeur. You can read the English version by choosing English in the menu.

## Nous joindre

SPC Card Inc., 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4. Courriel : [support@spccard.ca](mailto:support@spccard.ca). Vous pouvez aussi nous écrire au moyen de notre [formulaire de contact](/contact). Pour toute question sur vos renseignements personnels, écrivez à notre responsable de la protection des renseignements personnels à [privacy@spccard.ca](mailto:privacy@spccard.ca).
`;

// ---- Privacy policy, version 1 (2025-01-01) ----------------------------------------------------------

const PRIVACY_V1_EN = `
SPC Card Inc. (“SPC”, “we”) respects your privacy. This policy explains what personal information we collect when you use our website and app, why we collect it, and the choices you have. It follows the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for Quebec residents, Quebec’s Act respecting the protection of personal information in the private sector.

## What we collect

- **Account information:** your name, e-mail address, birth date, postal code, preferred language and the type and name of your school.
- **Membership information:** your cards, their expiry dates, your orders and whether automatic renewal is on. Card payments are handled by our payment provider: we do not store your full card number.
- **How you use SPC:** the offers you view, the codes you reveal and the offers you save.
- **Technical information:** cookies that keep you signed in and remember your language, and the campaign that brought you to our site.

## Why we use it

We use your information to run your account and membership, show you offers near you and offers that suit you, process payments, answer your questions, prevent fraud and, if you agree, send you our newsletter. We do not sell your personal information.

## Who we share it with

We share information only with the service providers that help us run SPC (payment processing, e-mail delivery, hosting), under contracts that protect it, and when the law requires it. Partners receive only statistics that do not identify you.

## How long we keep it

We keep your information as long as your account is open and as long as needed for the purposes above or to meet our legal obligations, then we delete or anonymize it.

## Your rights

You can ask to see the information we hold about you, to correct it or to withdraw your consent. You can delete your account from your [profile](/profile) and unsubscribe from our e-mails at any time. If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d’accès à l’information.

## Contact

Privacy Officer, SPC Card Inc., 130 Spadina Avenue, Suite 402, Toronto, Ontario M5V 2L4. E-mail: [privacy@spccard.ca](mailto:privacy@spccard.ca).
`;

const PRIVACY_V1_FR = `
SPC Card Inc. (« SPC » ou « nous ») respecte votre vie privée. La présente politique explique quels renseignements personnels nous recueillons lorsque vous utilisez notre site et notre application, pourquoi nous les recueillons et quels choix s’offrent à vous. Elle respecte la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les résidents du Québec, la Loi sur la protection des renseignements personnels dans le secteur privé.

## Ce que nous recueillons

- **Les renseignements de votre compte :** votre nom, votre adresse courriel, votre date de naissance, votre code postal, votre langue de préférence ainsi que le type et le nom de votre établissement scolaire.
- **Les renseignements sur votre abonnement :** vos cartes, leur date d’expiration, vos commandes et l’état du renouvellement automatique. Les paiements par carte sont traités par notre fournisseur de paiement : nous ne conservons pas le numéro complet de votre carte.
- **Votre utilisation de SPC :** les offres consultées, les codes affichés et les offres enregistrées.
- **Des renseignements techniques :** les témoins (cookies) qui gardent votre session ouverte et retiennent votre langue, ainsi que la campagne qui vous a mené jusqu’à nous.

## Pourquoi nous les utilisons

Nous utilisons vos renseignements pour gérer votre compte et votre abonnement, vous présenter des offres près de chez vous et qui vous conviennent, traiter les paiements, répondre à vos questions, prévenir la fraude et, si vous y consentez, vous envoyer notre infolettre. Nous ne vendons pas vos renseignements personnels.

## Avec qui nous les communiquons

Nous ne communiquons vos renseignements qu’aux fournisseurs qui nous aident à exploiter SPC (traitement des paiements, envoi de courriels, hébergement), en vertu de contrats qui les protègent, et lorsque la loi l’exige. Nos partenaires ne reçoivent que des statistiques qui ne vous identifient pas.

## Combien de temps nous les conservons

Nous conservons vos renseignements tant que votre compte est ouvert et aussi longtemps que nécessaire aux fins décrites ci-dessus ou pour respecter nos obligations légales. Nous les détruisons ou les anonymisons ensuite.

## Vos droits

Vous pouvez demander à consulter les renseignements que nous détenons à votre sujet, à les faire corriger ou à retirer votre consentement. Vous pouvez supprimer votre compte à partir de votre [profil](/profile) et vous désabonner de nos courriels en tout temps. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte au Commissariat à la protection de la vie privée du Canada ou, au Québec, à la Commission d’accès à l’information.

## Nous joindre

Responsable de la protection des renseignements personnels, SPC Card Inc., 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4. Courriel : [privacy@spccard.ca](mailto:privacy@spccard.ca).
`;

// ---- Privacy policy, version 2 (2026-09-01, current) -----------------------------------------------------

const PRIVACY_V2_EN = `
This policy explains how SPC Card Inc. (“SPC”, “we”, “us”) collects, uses, shares and protects your personal information when you use the SPC website and app, hold an SPC or SPC+ membership or write to us. It is written for the Personal Information Protection and Electronic Documents Act (PIPEDA) and for Quebec’s Act respecting the protection of personal information in the private sector, as amended by Law 25. We have tried to keep it short and plain; if anything is unclear, ask us.

## What changed in this version

- We now list every cookie and similar technology we use, with how long each one lasts.
- Optional cookies (campaign measurement and analytics) stay off until you agree to them.
- We give specific retention periods for each kind of information.
- You can now download a copy of your data from your [profile](/profile).
- We explain how we check student status and what happens to the documents you send us.

## Who is responsible for your information

SPC Card Inc., 130 Spadina Avenue, Suite 402, Toronto, Ontario M5V 2L4, is responsible for the personal information described here. Our **Privacy Officer** is the person in charge of the protection of personal information. You can reach them at [privacy@spccard.ca](mailto:privacy@spccard.ca) or by mail at the address above, to the attention of the Privacy Officer.

## What we collect

### Your account

When you sign up, we collect your first and last name, e-mail address, password (stored only as a secure hash), birth date, postal code and preferred language. To confirm you are a student and show you the right offers, we also ask for your school type (university, college, CEGEP, secondary school or other) and, where it applies, your school’s name and whether you are an international student. You may also tell us your gender; this is optional. If you sign in with Google, Facebook or Apple, the provider shares your name, e-mail address and an account identifier with us; we never see your password there.

### Your membership and orders

We keep your membership type (SPC, SPC+, free trial, VIP), your card numbers and expiry dates, the orders you place (date, product, price, taxes, promo or school code used), whether automatic renewal is on, and the reminders we sent you. If you were referred by a friend or arrived through a partner campaign, we record the referral code or partner.

### Payment information

Card payments are made through our payment provider, Braintree (a PayPal service), or PayPal when you choose it. Your full card number and security code go directly from your browser to the provider: we never see or store them. We keep only a payment token, the card’s brand, its last four digits and its expiry date, so we can show you which card will be charged and renew your membership if you ask us to.

### How you use SPC

We record the promo codes you reveal, the offer links you follow, your answers to “Did it work?”, your favourite offers and categories, and your saved lists. If you link a partner rewards account (for example a coffee chain’s), we keep the e-mail address of that account and the link status.

### Student status

To check that you are a student, we may ask for your school e-mail address and send it a confirmation link. In some cases we may ask for a picture of your student ID. ID images are stored privately, seen only by the staff who review them, and deleted within 30 days of the review.

### Location

We use your postal code to show you nearby in-store offers: we place you at the centre of the area its first three characters cover, not at your address. If you allow it, your browser can also share your current location for the same purpose; it is used to sort offers and is not kept in your profile. Location sharing is off until you turn it on in your browser.

### Support requests

When you write to us through the [contact form](/contact) or by e-mail, we keep your name, e-mail address, the topic, your message and our answers.

### Devices, cookies and similar technologies

When you use SPC, our servers receive technical information such as your IP address, browser type and the pages requested; we use it to keep the service secure and working. Your signed-in sessions record the IP address and browser they were opened from.

**Necessary cookies and storage** (always on, because the service cannot work without them):

- the session cookie that keeps you signed in: 30 days, renewed while you use SPC, deleted when you log out;
- spc_language: your language choice, 1 year;
- extension_token: passes your sign-in to the SPC browser extension, 1 hour;
- vip: a VIP code you entered, until you finish signing up, 1 day;
- expired_card_promo_code: a promo code from a renewal link, kept for your next purchase, 2 days;
- membership_expiring_modal_shown: remembers that we already told you your membership is expiring, until the end of the day or 1 year, depending on the message;
- a copy of your digital card kept on your device so it shows without a network, deleted when you log out.

**Optional cookies and storage** (off until you agree):

- spc_affiliate: the partner site that sent you to us (its partner marker and token), so it can be credited, 30 days;
- the campaign record (utm source, medium, campaign, term, content and code) of the link you arrived from, 7 days;
- advertising click identifiers (such as gclid, fbclid, msclkid or ttclid), to know whether an ad led to a purchase, 30 days;
- a referral code from a friend’s link, 30 days;
- fired: records that a purchase was already counted, so it is not counted twice, 1 day;
- analytics: with your consent, we measure how SPC is used. Our analytics record your account properties (first and last name, e-mail opt-in, birth date and age, gender, postal code, school type, language, international student, how you signed up) and, for purchases, the province, payment method, quantity, card numbers, price, taxes and total, order and product, membership type, retailer, promo, school or referral code used, school name, automatic renewal, and whether it was a guest purchase or came from the browser extension. We also record the pages you view (except the sign-up pages), your searches and how many offers they found, and the codes you reveal. To count a visit once, a random visit identifier that names nobody is kept in your browser tab until you close it. Without your consent, nothing at all is sent to our analytics.

## Why we use it

- **To provide the service:** create and secure your account, issue and renew your membership, show your digital card, reveal codes and keep your favourites and lists.
- **To process payments** and keep the records tax law requires.
- **To show relevant offers:** offers near you, offers for your type of school, and offers reserved for your tier.
- **To support you:** answer your questions, look into codes that did not work and fix errors in your account.
- **To send you messages:** service e-mails (receipts, trial and renewal reminders, security notices), which you cannot turn off while you are a member, and, only if you opt in, our newsletter and offers, which you can stop at any time from the link in every e-mail or from your [profile](/profile).
- **To protect SPC and our members:** prevent fraud, code resale, account takeovers and guessing of card numbers.
- **To improve SPC:** understand, with your consent, which pages and offers are useful. Reports we share or publish are aggregated and do not identify you.

We use your information only for these purposes, or for a new purpose you agree to or that the law allows.

## Consent and privacy by default

By creating an account, you consent to the collection and use described here for providing the service. Everything else is your choice: newsletter e-mails, optional cookies, analytics and browser location are **off by default** and turned on only if you agree. You can withdraw your consent at any time; some features (for example nearby offers without a postal code) may then work less well. The check of a school e-mail address against your school’s domains is automatic; if it fails, you can ask a person on our team to review it.

## Who we share it with

We do not sell or rent your personal information. We share it only:

- **with our service providers:** our payment processor (Braintree, a PayPal service, and PayPal), our e-mail delivery provider, and our hosting provider, whose servers are in Canada; each may use your information only to provide its service to us, under a written contract that requires them to protect it;
- **with the sign-in provider or wallet you choose:** Google, Facebook or Apple when you sign in with them, and Apple Wallet or Google Wallet when you add your card;
- **with our partners, only as needed:** partners receive aggregated statistics that do not identify you (for example, how many members revealed a code). When you use an offer, the partner receives what you give it at checkout, such as your code or card number. When you link a partner rewards account, we send that partner the rewards account’s e-mail address to link it;
- **when the law requires it**, for example in answer to a court order, or to protect the rights and safety of our members and of SPC;
- **in a business transaction:** if SPC is sold or merges, the buyer may receive the information needed to continue the service, under the same protections.

## Where your information is kept

Our databases are hosted in Canada. Some of our providers (payment processing, e-mail delivery, social sign-in, analytics) may process information in other provinces or in the United States, where it may be accessed by that country’s authorities under its laws. Before we communicate personal information outside Quebec, we assess the privacy risks, as Quebec law requires, and make sure by contract that it receives adequate protection.

## How long we keep it

- **Account information:** while your account is active, and for 2 years after your last activity (your last sign-in or the end of your last membership, whichever is later); then it is deleted or anonymized. When you delete your account yourself, your profile, favourites and lists are deleted right away.
- **Orders and payments:** 7 years, as tax laws require, even if you delete your account.
- **Analytics raw events:** 13 months; after that only aggregated statistics that do not identify you are kept. When you delete your account, the analytics events linked to you are anonymized right away: your account properties are deleted, and what remains (pages viewed, searches, purchase amounts) is no longer linked to you or to your order and card numbers.
- **Error reports from the app:** they hold no personal information (addresses, card numbers and codes are removed before they are stored) and are deleted 90 days after the error was last seen.
- **Support requests:** 3 years after the request is closed.
- **Student ID images:** deleted within 30 days of the review.
- **Sign-in sessions:** 30 days at most.
- **Cookies and storage:** for the durations listed above.

Backups are overwritten within 35 days. Information we no longer need is securely deleted or anonymized.

## How we protect it

We protect your information with measures suited to its sensitivity: encrypted connections (HTTPS), passwords stored as secure hashes, card data kept by our payment provider only, access limited to the staff who need it, rate limits on card activation and sign-in attempts, and regular reviews of our practices. The QR code on your digital card carries a signed token, not your personal information: a cashier who scans it sees only whether the card is valid and its tier. If a confidentiality incident creates a risk of serious injury, we will notify you, the Office of the Privacy Commissioner of Canada and, for Quebec residents, the Commission d’accès à l’information, as the law requires.

## Your rights

You have the right to:

- **access** the personal information we hold about you and learn how it is used and to whom it was communicated;
- **correct** it if it is inaccurate or incomplete; you can edit most of it yourself in your [profile](/profile);
- **withdraw your consent** to optional uses, such as the newsletter, optional cookies and analytics;
- **delete** your account and its information, from your [profile](/profile), subject to what the law requires us to keep;
- **data portability:** download a copy of your data, in a structured and commonly used format, from your [profile](/profile), including the analytics events linked to your account;
- **de-indexation:** ask us to stop disseminating your information or to de-index any link attached to your name that gives access to it, where the law allows;
- **be informed** about any decision made about you by automated processing alone, and have it reviewed by a person.

To exercise these rights, use your [profile](/profile) or write to our Privacy Officer at [privacy@spccard.ca](mailto:privacy@spccard.ca). We may ask you to confirm your identity. We answer within 30 days, free of charge.

If you are not satisfied with our answer, you can complain to the **Office of the Privacy Commissioner of Canada** (priv.gc.ca, 1-800-282-1376) or, if you live in Quebec, to the **Commission d’accès à l’information du Québec** (cai.gouv.qc.ca, 1-888-528-7741).

## Young people

You must be at least 16 years old to create an SPC account. We do not knowingly collect information about anyone younger. If we learn that an account belongs to someone under 16, we close it and delete its information. If you think this has happened, write to [privacy@spccard.ca](mailto:privacy@spccard.ca).

## Changes to this policy

We update this policy when our practices or the law change. The version and its effective date are shown at the top of this page. When we make an important change, we tell you by e-mail before it takes effect, and the next time you sign in you see a notice that links to the new policy. We will ask for your consent again before using your information for a new purpose.

## Contact us

Privacy Officer, SPC Card Inc., 130 Spadina Avenue, Suite 402, Toronto, Ontario M5V 2L4. E-mail: [privacy@spccard.ca](mailto:privacy@spccard.ca). For any other question, write to [support@spccard.ca](mailto:support@spccard.ca) or use our [contact form](/contact).
`;

const PRIVACY_V2_FR = `
La présente politique explique comment SPC Card Inc. (« SPC » ou « nous ») recueille, utilise, communique et protège vos renseignements personnels lorsque vous utilisez le site et l’application SPC, que vous détenez un abonnement SPC ou SPC+ ou que vous nous écrivez. Elle tient compte de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25, et de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE). Nous l’avons voulue courte et claire; si un passage vous semble obscur, posez-nous la question.

## Ce qui change dans cette version

- Nous énumérons maintenant chacun des témoins (cookies) et des technologies semblables que nous utilisons, avec leur durée.
- Les témoins facultatifs (mesure des campagnes et analytique) restent désactivés tant que vous n’y avez pas consenti.
- Nous précisons la durée de conservation de chaque type de renseignement.
- Vous pouvez désormais télécharger une copie de vos données à partir de votre [profil](/profile).
- Nous expliquons comment nous vérifions le statut d’étudiant et ce qu’il advient des documents que vous nous transmettez.

## Qui est responsable de vos renseignements

SPC Card Inc., 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4, est responsable des renseignements personnels décrits ici. Notre **responsable de la protection des renseignements personnels** veille au respect de la présente politique et répond à vos questions. Vous pouvez lui écrire à [privacy@spccard.ca](mailto:privacy@spccard.ca) ou par la poste, à l’adresse ci-dessus.

## Les renseignements que nous recueillons

### Votre compte

À l’inscription, nous recueillons vos prénom et nom, votre adresse courriel, votre mot de passe (conservé uniquement sous forme hachée), votre date de naissance, votre code postal et votre langue de préférence. Pour confirmer que vous êtes aux études et vous montrer les bonnes offres, nous vous demandons aussi le type d’établissement que vous fréquentez (université, collège, cégep, école secondaire ou autre) et, s’il y a lieu, son nom et si vous êtes étudiant étranger. Vous pouvez aussi nous indiquer votre genre, mais c’est facultatif. Si vous vous connectez avec Google, Facebook ou Apple, ce fournisseur nous transmet votre nom, votre adresse courriel et un identifiant de compte; nous ne voyons jamais votre mot de passe chez lui.

### Votre abonnement et vos commandes

Nous conservons le type de votre abonnement (SPC, SPC+, essai gratuit, VIP), vos numéros de carte et leurs dates d’expiration, vos commandes (date, produit, prix, taxes, code promotionnel ou d’école utilisé), l’état du renouvellement automatique et les rappels que nous vous avons envoyés. Si un ami vous a recommandé SPC ou si vous arrivez d’une campagne d’un partenaire, nous notons le code de parrainage ou le partenaire.

### Vos renseignements de paiement

Les paiements par carte passent par notre fournisseur de paiement, Braintree (un service de PayPal), ou par PayPal si vous le choisissez. Le numéro complet de votre carte et son code de sécurité vont directement de votre navigateur au fournisseur : nous ne les voyons ni ne les conservons jamais. Nous gardons seulement un jeton de paiement, la marque de la carte, ses quatre derniers chiffres et sa date d’expiration, pour vous montrer quelle carte sera utilisée et renouveler votre abonnement si vous nous le demandez.

### Votre utilisation de SPC

Nous notons les codes promotionnels que vous affichez, les liens d’offres que vous suivez, vos réponses à « Est-ce que ça a fonctionné? », vos offres et catégories favorites ainsi que vos listes. Si vous liez un compte de récompenses d’un partenaire (par exemple celui d’une chaîne de cafés), nous conservons l’adresse courriel de ce compte et l’état du lien.

### Votre statut d’étudiant

Pour vérifier que vous êtes aux études, nous pouvons vous demander l’adresse courriel fournie par votre établissement et y envoyer un lien de confirmation. Dans certains cas, nous pouvons vous demander une photo de votre carte étudiante. Ces images sont conservées de façon confidentielle, consultées uniquement par les membres de l’équipe chargés de la vérification et détruites dans les 30 jours suivant celle-ci.

### Votre emplacement

Nous utilisons votre code postal pour vous montrer les offres en magasin près de chez vous : nous vous situons au centre du secteur que couvrent ses trois premiers caractères, et non à votre adresse. Si vous le permettez, votre navigateur peut aussi nous indiquer votre position actuelle aux mêmes fins; elle sert à trier les offres et n’est pas conservée dans votre profil. Le partage de la position reste désactivé tant que vous ne l’activez pas dans votre navigateur.

### Vos demandes d’aide

Quand vous nous écrivez au moyen du [formulaire de contact](/contact) ou par courriel, nous conservons votre nom, votre adresse courriel, le sujet, votre message et nos réponses.

### Appareils, témoins et technologies semblables

Lorsque vous utilisez SPC, nos serveurs reçoivent des renseignements techniques comme votre adresse IP, le type de navigateur et les pages demandées; nous nous en servons pour assurer la sécurité et le bon fonctionnement du service. Vos sessions de connexion enregistrent l’adresse IP et le navigateur à partir desquels elles ont été ouvertes.

**Témoins et stockage nécessaires** (toujours actifs, car le service ne peut pas fonctionner sans eux) :

- le témoin de session, qui vous garde connecté : 30 jours, prolongé tant que vous utilisez SPC et supprimé à la déconnexion;
- spc_language : votre choix de langue, 1 an;
- extension_token : transmet votre connexion à l’extension de navigateur SPC, 1 heure;
- vip : le code VIP que vous avez saisi, le temps de terminer votre inscription, 1 jour;
- expired_card_promo_code : un code promotionnel reçu dans un lien de renouvellement, gardé pour votre prochain achat, 2 jours;
- membership_expiring_modal_shown : retient que nous vous avons déjà avisé de l’expiration de votre abonnement, jusqu’à la fin de la journée ou 1 an, selon le message;
- une copie de votre carte numérique sur votre appareil, pour l’afficher sans réseau, supprimée à la déconnexion.

**Témoins et stockage facultatifs** (désactivés tant que vous n’y consentez pas) :

- spc_affiliate : le site partenaire qui vous a dirigé vers nous (son identifiant et son jeton), pour qu’il soit crédité, 30 jours;
- les paramètres de campagne (utm source, medium, campaign, term, content et code) du lien qui vous a amené chez nous, 7 jours;
- les identifiants de clic publicitaire (comme gclid, fbclid, msclkid ou ttclid), pour savoir si une publicité a mené à un achat, 30 jours;
- un code de parrainage reçu dans le lien d’un ami, 30 jours;
- fired : retient qu’un achat a déjà été comptabilisé, pour ne pas le compter deux fois, 1 jour;
- l’analytique : avec votre consentement, nous mesurons l’utilisation de SPC. Nos outils d’analytique enregistrent les propriétés de votre compte (prénom et nom, consentement aux courriels, date de naissance et âge, genre, code postal, type d’établissement, langue, statut d’étudiant étranger, mode d’inscription) et, pour les achats, la province, le mode de paiement, la quantité, les numéros de carte, le prix, les taxes et le total, la commande et le produit, le type d’abonnement, le détaillant, le code promotionnel, d’école ou de parrainage utilisé, le nom de l’établissement, le renouvellement automatique, et s’il s’agit d’un achat sans compte ou fait à partir de l’extension de navigateur. Nous enregistrons aussi les pages que vous consultez (sauf les pages d’inscription), vos recherches et le nombre d’offres trouvées, ainsi que les codes que vous affichez. Pour compter une visite une seule fois, un identifiant de visite aléatoire, qui ne nomme personne, est conservé dans l’onglet de votre navigateur jusqu’à ce que vous le fermiez. Sans votre consentement, rien du tout n’est transmis à notre outil d’analytique.

## Pourquoi nous les utilisons

- **Pour vous offrir le service :** créer et protéger votre compte, émettre et renouveler votre abonnement, afficher votre carte numérique, vous donner les codes et conserver vos favoris et vos listes.
- **Pour traiter les paiements** et tenir les registres qu’exigent les lois fiscales.
- **Pour vous montrer des offres pertinentes :** celles près de chez vous, celles qui visent votre type d’établissement et celles réservées à votre palier.
- **Pour vous aider :** répondre à vos questions, vérifier les codes qui n’ont pas fonctionné et corriger les erreurs dans votre compte.
- **Pour communiquer avec vous :** les courriels de service (reçus, rappels de fin d’essai et de renouvellement, avis de sécurité), que vous recevez tant que vous êtes membre, et, seulement si vous y consentez, notre infolettre et nos offres, auxquelles vous pouvez vous désabonner en tout temps au moyen du lien dans chaque courriel ou dans votre [profil](/profile).
- **Pour protéger SPC et nos membres :** prévenir la fraude, la revente de codes, le piratage de comptes et les tentatives de deviner des numéros de carte.
- **Pour améliorer SPC :** comprendre, avec votre consentement, quelles pages et quelles offres sont utiles. Les rapports que nous communiquons ou publions sont agrégés et ne permettent pas de vous identifier.

Nous utilisons vos renseignements à ces seules fins, ou à une nouvelle fin à laquelle vous consentez ou que la loi permet.

## Consentement et confidentialité par défaut

En créant un compte, vous consentez à la collecte et à l’utilisation décrites ici pour la prestation du service. Tout le reste est à votre choix : l’infolettre, les témoins facultatifs, l’analytique et la position du navigateur sont **désactivés par défaut** et ne s’activent que si vous y consentez. Vous pouvez retirer votre consentement en tout temps; certaines fonctions (par exemple les offres à proximité sans code postal) pourraient alors moins bien fonctionner. La vérification d’une adresse courriel scolaire selon les domaines de votre établissement est automatisée; si elle échoue, vous pouvez demander qu’une personne de notre équipe réexamine votre dossier.

## À qui nous les communiquons

Nous ne vendons ni ne louons vos renseignements personnels. Nous les communiquons seulement :

- **à nos fournisseurs de services :** notre fournisseur de paiement (Braintree, un service de PayPal, et PayPal), notre fournisseur d’envoi de courriels et notre hébergeur, dont les serveurs sont au Canada. Chacun ne peut les utiliser que pour nous rendre ses services, en vertu d’un contrat écrit qui l’oblige à les protéger;
- **au fournisseur de connexion ou au portefeuille que vous choisissez :** Google, Facebook ou Apple si vous vous connectez avec eux, Apple Wallet ou Google Wallet si vous y ajoutez votre carte;
- **à nos partenaires, seulement au besoin :** ils reçoivent des statistiques agrégées qui ne vous identifient pas (par exemple le nombre de membres qui ont affiché un code). Quand vous utilisez une offre, le partenaire reçoit ce que vous lui présentez à la caisse, comme votre code ou votre numéro de carte. Si vous liez un compte de récompenses, nous transmettons au partenaire l’adresse courriel de ce compte afin de faire le lien;
- **lorsque la loi l’exige**, par exemple en réponse à une ordonnance d’un tribunal, ou pour protéger les droits et la sécurité de nos membres et de SPC;
- **lors d’une transaction commerciale :** si SPC est vendue ou fusionnée, l’acquéreur peut recevoir les renseignements nécessaires à la poursuite du service, avec les mêmes protections.

## Où sont conservés vos renseignements

Nos bases de données sont hébergées au Canada. Certains de nos fournisseurs (paiement, envoi de courriels, connexion par un réseau social, analytique) peuvent traiter des renseignements dans d’autres provinces ou aux États-Unis, où les autorités de ce pays peuvent y avoir accès en vertu de leurs lois. Avant de communiquer des renseignements personnels à l’extérieur du Québec, nous procédons à une évaluation des facteurs relatifs à la vie privée, comme l’exige la loi québécoise, et nous nous assurons par contrat qu’ils bénéficieront d’une protection adéquate.

## Combien de temps nous les conservons

- **Les renseignements de votre compte :** tant que votre compte est actif, puis 2 ans après votre dernière activité (votre dernière connexion ou la fin de votre dernier abonnement, selon la date la plus tardive); ils sont ensuite détruits ou anonymisés. Si vous supprimez vous-même votre compte, votre profil, vos favoris et vos listes sont supprimés immédiatement.
- **Les commandes et les paiements :** 7 ans, comme l’exigent les lois fiscales, même si vous supprimez votre compte.
- **Les événements bruts d’analytique :** 13 mois; nous ne gardons ensuite que des statistiques agrégées qui ne vous identifient pas. Si vous supprimez votre compte, les événements d’analytique liés à vous sont anonymisés sur-le-champ : les propriétés de votre compte sont supprimées, et ce qui reste (pages consultées, recherches, montants des achats) n’est plus lié ni à vous, ni à vos numéros de commande et de carte.
- **Les rapports d’erreur de l’application :** ils ne contiennent aucun renseignement personnel (adresses, numéros de carte et codes en sont retirés avant l’enregistrement) et sont supprimés 90 jours après la dernière occurrence de l’erreur.
- **Les demandes d’aide :** 3 ans après leur fermeture.
- **Les images de carte étudiante :** détruites dans les 30 jours suivant la vérification.
- **Les sessions de connexion :** 30 jours au plus.
- **Les témoins et le stockage :** selon les durées indiquées plus haut.

Nos copies de sauvegarde sont écrasées dans un délai de 35 jours. Les renseignements dont nous n’avons plus besoin sont détruits de façon sécuritaire ou anonymisés.

## Comment nous les protégeons

Nous protégeons vos renseignements par des mesures adaptées à leur sensibilité : connexions chiffrées (HTTPS), mots de passe hachés, données de carte gardées uniquement par notre fournisseur de paiement, accès réservé aux employés qui en ont besoin, nombre limité de tentatives d’activation de carte et de connexion, et révision régulière de nos pratiques. Le code QR de votre carte numérique contient un jeton signé, et non vos renseignements personnels : le caissier qui le lit voit seulement si la carte est valide et son palier. Si un incident de confidentialité présente un risque de préjudice sérieux, nous vous en aviserons, ainsi que la Commission d’accès à l’information du Québec et le Commissariat à la protection de la vie privée du Canada, comme la loi l’exige.

## Vos droits

Vous avez le droit :

- **d’accéder** aux renseignements personnels que nous détenons à votre sujet et de savoir comment ils sont utilisés et à qui ils ont été communiqués;
- **de les faire rectifier** s’ils sont inexacts ou incomplets; vous pouvez modifier la plupart d’entre eux vous-même dans votre [profil](/profile);
- **de retirer votre consentement** aux utilisations facultatives, comme l’infolettre, les témoins facultatifs et l’analytique;
- **de supprimer** votre compte et ses renseignements à partir de votre [profil](/profile), sous réserve de ce que la loi nous oblige à conserver;
- **à la portabilité :** télécharger une copie de vos données dans un format structuré et couramment utilisé, à partir de votre [profil](/profile), y compris les événements d’analytique liés à votre compte;
- **à la désindexation :** nous demander de cesser de diffuser vos renseignements ou de désindexer tout hyperlien rattaché à votre nom qui y donne accès, lorsque la loi le permet;
- **d’être informé** de toute décision fondée exclusivement sur un traitement automatisé qui vous concerne et de la faire réviser par une personne.

Pour exercer ces droits, passez par votre [profil](/profile) ou écrivez à notre responsable de la protection des renseignements personnels à [privacy@spccard.ca](mailto:privacy@spccard.ca). Nous pourrions vous demander de confirmer votre identité. Nous vous répondons gratuitement dans un délai de 30 jours.

Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à la **Commission d’accès à l’information du Québec** (cai.gouv.qc.ca, 1 888 528-7741) ou au **Commissariat à la protection de la vie privée du Canada** (priv.gc.ca, 1 800 282-1376).

## Les jeunes

Vous devez avoir au moins 16 ans pour créer un compte SPC. Nous ne recueillons pas sciemment de renseignements sur des personnes plus jeunes. Si nous apprenons qu’un compte appartient à une personne de moins de 16 ans, nous le fermons et en détruisons les renseignements. Si vous croyez que c’est le cas, écrivez-nous à [privacy@spccard.ca](mailto:privacy@spccard.ca).

## Modifications de la politique

Nous mettons la présente politique à jour lorsque nos pratiques ou la loi changent. La version et sa date d’entrée en vigueur figurent en haut de la page. Lors d’un changement important, nous vous en informons par courriel avant son entrée en vigueur et, à votre prochaine connexion, un avis vous dirige vers la nouvelle politique. Nous vous demanderons de nouveau votre consentement avant d’utiliser vos renseignements à une nouvelle fin.

## Nous joindre

Responsable de la protection des renseignements personnels, SPC Card Inc., 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4. Courriel : [privacy@spccard.ca](mailto:privacy@spccard.ca). Pour toute autre question, écrivez à [support@spccard.ca](mailto:support@spccard.ca) ou utilisez notre [formulaire de contact](/contact).
`;

export const LEGAL_TEXTS: SeedLegalText[] = [
  {
    kind: 'terms',
    version: 1,
    effective_on: '2025-01-01',
    body_en_ca: TERMS_V1_EN_CA.trim(),
    body_fr_ca: TERMS_V1_FR_CA.trim(),
    body_en_us: TERMS_V1_EN_US.trim(),
  },
  {
    kind: 'terms',
    version: 2,
    effective_on: '2026-09-01',
    body_en_ca: TERMS_V2_EN_CA,
    body_fr_ca: TERMS_V2_FR_CA.trim(),
    body_en_us: TERMS_V2_EN_US,
  },
  {
    kind: 'privacy',
    version: 1,
    effective_on: '2025-01-01',
    body_en_ca: PRIVACY_V1_EN.trim(),
    body_fr_ca: PRIVACY_V1_FR.trim(),
    body_en_us: null,
  },
  {
    kind: 'privacy',
    version: 2,
    effective_on: '2026-09-01',
    body_en_ca: PRIVACY_V2_EN.trim(),
    body_fr_ca: PRIVACY_V2_FR.trim(),
    body_en_us: null,
  },
];
