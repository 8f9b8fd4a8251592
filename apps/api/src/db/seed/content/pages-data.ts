// Company pages and landing pages (issue 17): /about, /why-spc, /contact (its introduction),
// /freesamples, /coming-soon, /campustour-2024, /levis-info2024, /timhortons, /campus, and
// /landingcontest/{url}. Bodies are Markdown under the page's h1 (## and ### only).
import type { SeedPage } from './types.ts';

export const PAGES: SeedPage[] = [
  {
    slug: 'about',
    kind: 'page',
    title_en: 'About SPC',
    title_fr: 'À propos de SPC',
    description_en: 'Since 1992, SPC has helped students across Canada save on the things they buy every day.',
    description_fr:
      'Depuis 1992, SPC aide les étudiants partout au Canada à économiser sur leurs achats de tous les jours.',
    image: {
      key: 'page/about',
      motif: 'students laughing on campus steps in autumn, a Toronto street behind them',
      alt_en: 'A group of students sitting on campus steps on an autumn afternoon',
      alt_fr: 'Un groupe d’étudiants assis sur les marches d’un campus, un après-midi d’automne',
    },
    body_en: `## Our story

SPC started in 1992 in a small office on Spadina Avenue in Toronto, with a simple idea: students spend carefully, and the shops around campus should reward them for it. The first SPC card was a piece of laminated cardboard accepted by a few dozen pizzerias, record stores and copy shops near the University of Toronto and Ryerson.

More than thirty years later the cardboard has become a digital card in our app, and the few dozen shops have become more than 450 deals from partners across the country. The idea has not changed: being a student should cost a little less.

## What we do

SPC is a membership for students in Canada. For **$11.99 a year** — or with a free trial to try it first — members get:

- **A digital card in the app.** Show it at the till and the partner applies the in-store discount.
- **Promo codes revealed online.** One tap shows the code for a partner’s website, ready to paste at checkout.
- **Deals in every part of student life:** [food](/deals/category/food), [fashion](/deals/category/fashion), [tech & mobile](/deals/category/tech-mobile), [travel](/deals/category/travel), [fitness](/deals/category/fitness), [beauty](/deals/category/beauty), [entertainment](/deals/category/entertainment), [lifestyle](/deals/category/lifestyle) and the [local shops](/deals/category/local) near your campus.

Members who want more can move up to **SPC+**, our higher tier with exclusive offers, either as a paid upgrade or through a co-branded student bank card with CIBC.

## SPC in numbers

- **1992** — the year we opened on Spadina Avenue.
- **450+** deals available to members today.
- **9** categories, from coffee to flights.
- **2** languages: every page, e-mail and deal in English and in French.

## How partners work with us

Partners come to SPC because students are loyal customers when they are treated well. We build each offer with the partner: a discount that is worth the trip, clear conditions, and a code or in-store process that works the first time. Partners pay nothing for a student to use a deal; we earn our living from memberships, so our job is to make the membership worth it for you.

Every new offer is checked by our partnerships team before it goes live, and we follow up when members tell us a code has stopped working. If you run a business and would like to reach students, write to [partners@spccard.ca](mailto:partners@spccard.ca).

## Our commitments

- **Honest deals.** If the conditions of an offer are not clear on the deal page, we fix the page, not the small print.
- **Both official languages.** French and English are written by people who speak them, not by a machine.
- **Your data stays yours.** We do not sell member data. Our [privacy policy](/privacy) says in plain words what we collect and why.
- **Real help.** Questions go to a person on our support team in Toronto. Start with the [FAQ](/faq-help) or [contact us](/contact).

Want to see what the card can do? [Browse the deals](/deals) or [join SPC](/signup).
`,
    body_fr: `## Notre histoire

SPC est née en 1992 dans un petit bureau de l’avenue Spadina, à Toronto, autour d’une idée toute simple : les étudiants comptent leurs sous, et les commerces autour des campus devraient les en récompenser. La première carte SPC était un bout de carton plastifié, accepté par quelques dizaines de pizzerias, de disquaires et de centres de photocopie près de l’Université de Toronto.

Plus de trente ans plus tard, le carton est devenu une carte numérique dans notre appli, et les quelques dizaines de commerces sont devenus plus de 450 offres de partenaires d’un océan à l’autre. L’idée, elle, n’a pas bougé : la vie étudiante devrait coûter un peu moins cher.

## Ce que nous faisons

SPC est un abonnement pour les étudiants au Canada. Pour **11,99 $ par année** — ou avec un essai gratuit, pour voir avant d’acheter —, nos membres profitent :

- **d’une carte numérique dans l’appli**, à montrer à la caisse pour obtenir le rabais en magasin;
- **de codes promo dévoilés en ligne**, prêts à coller au moment de payer sur le site du partenaire;
- **de rabais dans toutes les sphères de la vie étudiante :** [restauration](/deals/category/food), [mode](/deals/category/fashion), [techno et mobile](/deals/category/tech-mobile), [voyage](/deals/category/travel), [mise en forme](/deals/category/fitness), [beauté](/deals/category/beauty), [divertissement](/deals/category/entertainment), [style de vie](/deals/category/lifestyle) et [commerces locaux](/deals/category/local) près de votre campus.

Les membres qui en veulent plus peuvent passer à **SPC+**, notre niveau supérieur avec des offres exclusives, en payant la mise à niveau ou grâce à une carte bancaire étudiante cobrandée CIBC.

## SPC en chiffres

- **1992** : l’année de notre ouverture, avenue Spadina.
- **Plus de 450** offres accessibles aux membres aujourd’hui.
- **9** catégories, du café aux billets d’avion.
- **2** langues : chaque page, chaque courriel et chaque offre, en français et en anglais.

## Comment nous travaillons avec nos partenaires

Les commerces choisissent SPC parce qu’un étudiant bien traité devient un client fidèle. Nous bâtissons chaque offre avec le partenaire : un rabais qui vaut le déplacement, des conditions claires et un code ou une façon de faire en magasin qui fonctionne du premier coup. Le partenaire ne paie rien quand un étudiant utilise une offre; nous vivons des abonnements. Notre travail, c’est donc que votre abonnement en vaille la peine.

Chaque nouvelle offre est vérifiée par notre équipe des partenariats avant sa mise en ligne, et nous faisons le suivi dès qu’un membre nous signale un code qui ne fonctionne plus. Vous avez une entreprise et vous voulez rejoindre les étudiants? Écrivez-nous à [partners@spccard.ca](mailto:partners@spccard.ca).

## Nos engagements

- **Des offres honnêtes.** Si les conditions d’une offre ne sont pas claires sur sa page, c’est la page qu’on corrige, pas les petits caractères.
- **Les deux langues officielles.** Nos textes français et anglais sont écrits par des gens qui parlent ces langues, pas par une machine.
- **Vos données vous appartiennent.** Nous ne vendons pas les données de nos membres. Notre [politique de confidentialité](/privacy) explique simplement ce que nous recueillons et pourquoi.
- **Une vraie aide.** Vos questions aboutissent chez une personne de notre équipe du soutien, à Toronto. Commencez par la [FAQ](/faq-help) ou [écrivez-nous](/contact).

Curieux de voir ce que la carte peut faire? [Parcourez les rabais](/deals) ou [devenez membre](/signup).
`,
  },
  {
    slug: 'why-spc',
    kind: 'page',
    title_en: 'Why SPC',
    title_fr: 'Pourquoi SPC',
    description_en:
      'One card, more than 450 student deals across Canada, for $11.99 a year. Here is what you get and how it works.',
    description_fr:
      'Une carte, plus de 450 rabais étudiants au Canada, pour 11,99 $ par année. Voici ce que vous obtenez et comment ça marche.',
    image: {
      key: 'page/why-spc',
      motif: 'a phone showing a digital membership card next to a coffee cup and a shopping bag',
      alt_en: 'A phone displaying the SPC digital card beside a coffee and a shopping bag',
      alt_fr: 'Un téléphone affichant la carte numérique SPC à côté d’un café et d’un sac d’emplettes',
    },
    body_en: `## One card, 450+ deals, $11.99 a year

A single coffee discount can pay for a week of SPC. The membership costs **$11.99 a year**, and it unlocks more than 450 deals from partners across Canada: restaurants and cafés, clothing and sneakers, phones and laptops, flights and trains, gyms, salons, cinemas and the shops around your campus.

Not sure yet? Start with a **free trial** and see which deals you actually use before you pay anything.

## What you get

- **A digital card in the SPC app.** Show it at the counter of any in-store partner and they apply your discount.
- **Online promo codes.** Tap *Reveal code* on a deal and the code is yours to use on the partner’s website.
- **New deals all year.** Back-to-school, reading week, the holidays — partners add seasonal offers, and we flag them as *New* or *Limited time*.
- **Saved lists.** Keep the deals you want for later and find them in one place.
- **Contests and free samples** reserved for members.

## SPC or SPC+?

| At a glance | SPC | SPC+ |
|---|---|---|
| Price | $11.99 a year, or a free trial | Paid upgrade, or included with an eligible CIBC student bank card |
| Deals | 450+ deals | Every SPC deal, plus exclusive SPC+ offers |
| Student ID at partners | May be asked | Never asked for bank-linked members |

**SPC** is the membership most students choose: every regular deal, digital card and online codes included. **SPC+** is our higher tier. It adds offers you will not find anywhere else in the app, and when it comes with a co-branded CIBC card, your card is all the proof you need. [Learn about SPC+](/cibc).

## The rules, stated plainly

We would rather tell you now than in small print:

- **Memberships are non-refundable.** That is why we offer a free trial: try it, then decide.
- **SPC is valid in Canada only.** Deals are offered by Canadian partners, in Canadian stores and on their Canadian websites.
- **A partner may ask for your student ID** along with your SPC card. Keep it with you when you shop in store. **VIP members and bank-linked members are never asked** — their card is enough.
- **One membership per person.** Your card is tied to your account and is not meant to be shared.

## Ready?

It takes about two minutes. [Get started](/signup) — or [browse the deals](/deals) first and see for yourself. Questions? The [FAQ](/faq-help) has the answers.
`,
    body_fr: `## Une carte, plus de 450 rabais, 11,99 $ par année

Un seul rabais sur un café peut payer une semaine de SPC. L’abonnement coûte **11,99 $ par année** et donne accès à plus de 450 offres de partenaires partout au Canada : restos et cafés, vêtements et espadrilles, cellulaires et ordinateurs portables, vols et trains, gyms, salons, cinémas et commerces autour de votre campus.

Vous hésitez? Commencez par un **essai gratuit** et voyez quelles offres vous utilisez vraiment avant de payer quoi que ce soit.

## Ce que vous obtenez

- **Une carte numérique dans l’appli SPC.** Montrez-la au comptoir d’un partenaire en magasin, et il applique votre rabais.
- **Des codes promo en ligne.** Touchez *Dévoiler le code* sur une offre : le code est à vous sur le site du partenaire.
- **De nouvelles offres toute l’année.** Rentrée, semaine de relâche, Fêtes : les partenaires ajoutent des offres saisonnières, que nous marquons *Nouveau* ou *Durée limitée*.
- **Des listes enregistrées.** Gardez les offres qui vous intéressent pour plus tard, toutes au même endroit.
- **Des concours et des échantillons gratuits** réservés aux membres.

## SPC ou SPC+?

| En bref | SPC | SPC+ |
|---|---|---|
| Prix | 11,99 $ par année, ou essai gratuit | Mise à niveau payante, ou incluse avec une carte bancaire étudiante CIBC admissible |
| Offres | Plus de 450 offres | Toutes les offres SPC, plus des offres exclusives SPC+ |
| Carte étudiante chez les partenaires | Peut être demandée | Jamais demandée aux membres liés à la banque |

**SPC**, c’est l’abonnement que choisissent la plupart des étudiants : toutes les offres courantes, la carte numérique et les codes en ligne. **SPC+** est notre niveau supérieur. Il ajoute des offres introuvables ailleurs dans l’appli et, quand il vient avec une carte cobrandée CIBC, cette carte suffit comme preuve. [En savoir plus sur SPC+](/cibc).

## Les règles, sans détour

On aime mieux vous le dire maintenant qu’en petits caractères :

- **L’abonnement n’est pas remboursable.** C’est justement pour ça qu’on offre un essai gratuit : essayez, puis décidez.
- **SPC est valide au Canada seulement.** Les offres viennent de partenaires canadiens, dans leurs magasins au Canada et sur leurs sites canadiens.
- **Un partenaire peut vous demander votre carte étudiante** en plus de votre carte SPC. Gardez-la sur vous quand vous magasinez en personne. **On ne la demande jamais aux membres VIP ni aux membres liés à la banque** : leur carte suffit.
- **Un abonnement par personne.** Votre carte est liée à votre compte et ne se partage pas.

## On y va?

Ça prend environ deux minutes. [Commencez maintenant](/signup), ou [parcourez d’abord les rabais](/deals) pour voir par vous-même. Des questions? La [FAQ](/faq-help) a les réponses.
`,
  },
  {
    slug: 'contact',
    kind: 'page',
    title_en: 'Contact us',
    title_fr: 'Nous joindre',
    description_en:
      'Questions about your card, a code or a partnership? Write to the SPC team; we answer within one business day.',
    description_fr:
      'Une question sur votre carte, un code ou un partenariat? Écrivez à l’équipe SPC : réponse en un jour ouvrable.',
    image: {
      key: 'page/contact',
      motif: 'a friendly support desk with headsets, plants and a window over a Toronto street',
      alt_en: 'The SPC support desk, with headsets and plants by a window',
      alt_fr: 'Le bureau du soutien SPC, avec des casques d’écoute et des plantes près d’une fenêtre',
    },
    body_en: `## We are here to help

Our support team in Toronto reads every message. We answer **within one business day**, Monday to Friday, 9 a.m. to 5 p.m. Eastern, in English or in French — whichever you write to us in. Messages sent on a weekend or a statutory holiday are answered the next business day.

## Before you write

Many answers are already waiting in the [FAQ](/faq-help): buying a membership, starting a free trial, activating a card, SPC+, auto-renew and billing, and what to do when a code does not work. If your question is about a specific deal, include the partner’s name and, if you can, a screenshot of the error — it helps us fix it faster.

## Other ways to reach us

- **Support:** [support@spccard.ca](mailto:support@spccard.ca), or the form below.
- **Partnerships:** a business that would like to offer a deal to students can write to [partners@spccard.ca](mailto:partners@spccard.ca).
- **Careers:** résumés and questions about our openings go to [careers@spccard.ca](mailto:careers@spccard.ca).
- **Privacy:** questions about your personal information, or a request to see, correct or delete it, go to our privacy officer at [privacy@spccard.ca](mailto:privacy@spccard.ca).

## By mail

SPC, 130 Spadina Avenue, Suite 402, Toronto ON M5V 2L4, Canada
`,
    body_fr: `## Nous sommes là pour vous aider

Notre équipe du soutien, à Toronto, lit chaque message. Nous répondons **en un jour ouvrable**, du lundi au vendredi, de 9 h à 17 h (heure de l’Est), en français ou en anglais, selon la langue dans laquelle vous nous écrivez. Les messages reçus la fin de semaine ou un jour férié reçoivent une réponse le jour ouvrable suivant.

## Avant de nous écrire

Bien des réponses vous attendent déjà dans la [FAQ](/faq-help) : achat d’un abonnement, essai gratuit, activation d’une carte, SPC+, renouvellement automatique et facturation, et quoi faire quand un code ne fonctionne pas. Si votre question touche une offre en particulier, indiquez le nom du partenaire et, si possible, joignez une capture d’écran de l’erreur : on pourra régler le problème plus vite.

## Autres façons de nous joindre

- **Soutien :** [support@spccard.ca](mailto:support@spccard.ca), ou le formulaire ci-dessous.
- **Partenariats :** une entreprise qui aimerait offrir un rabais aux étudiants peut écrire à [partners@spccard.ca](mailto:partners@spccard.ca).
- **Carrières :** les CV et les questions sur nos postes ouverts vont à [careers@spccard.ca](mailto:careers@spccard.ca).
- **Confidentialité :** pour toute question sur vos renseignements personnels, ou pour les consulter, les faire corriger ou les faire supprimer, écrivez à notre responsable de la protection des renseignements personnels à [privacy@spccard.ca](mailto:privacy@spccard.ca).

## Par la poste

SPC, 130, avenue Spadina, bureau 402, Toronto (Ontario) M5V 2L4, Canada
`,
  },
  {
    slug: 'freesamples',
    kind: 'page',
    title_en: 'Free samples',
    title_fr: 'Échantillons gratuits',
    description_en:
      'Partners send free samples to SPC members: skincare, snacks, coffee and more. Here is how to claim yours.',
    description_fr:
      'Nos partenaires envoient des échantillons gratuits aux membres SPC : soins, collations, café et plus. Voici comment réclamer le vôtre.',
    image: {
      key: 'page/freesamples',
      motif: 'an open cardboard box with small skincare tubes, snack bars and a coffee sachet on tissue paper',
      alt_en: 'An open parcel of free samples: skincare tubes, snack bars and coffee',
      alt_fr: 'Un colis ouvert rempli d’échantillons gratuits : tubes de soins, barres tendres et café',
    },
    body_en: `## Try something new, on our partners’ dime

A few times a term, partners give SPC members a first taste of what they make: a travel-size moisturiser, a box of protein bars, a bag of freshly roasted coffee, a trial pass to a climbing gym. The sample is free, shipping is free, and there is nothing to buy.

## How it works

1. **Sign in to your SPC account.** Samples are a member perk, so you need an active membership or free trial.
2. **Pick a sample** from the ones open right now. Each one says what is in it, who sends it and when it ships.
3. **Check your mailing address** and confirm. Samples ship to addresses in Canada only.
4. **Watch your mailbox.** Most samples arrive within two to three weeks. We send you an e-mail when the partner ships.

## The fine print, in large print

- **One per member.** Each sample can be claimed once per membership.
- **While quantities last.** Partners send a set number of samples; when they are gone, the claim button closes. Popular ones go in a day, so turn on deal e-mails if you do not want to miss the next one.
- **No strings attached.** Claiming a sample does not sign you up for anything. If a partner wants to send you offers, they must ask you separately.
- **Lost parcel?** Write to [support@spccard.ca](mailto:support@spccard.ca) with the sample’s name and we will sort it out with the partner.

## Not a member yet?

Samples are one more reason the card pays for itself. [Join SPC](/signup) for $11.99 a year or start a free trial — and while you wait for the next sample, [browse the deals](/deals).

Are you a brand that wants students to try your product? Write to [partners@spccard.ca](mailto:partners@spccard.ca).
`,
    body_fr: `## Essayez avant d’acheter, aux frais de nos partenaires

Quelques fois par session, nos partenaires font goûter leurs produits aux membres SPC : une crème hydratante format voyage, une boîte de barres protéinées, un sac de café fraîchement torréfié, un laissez-passer d’essai dans un centre d’escalade. L’échantillon est gratuit, la livraison aussi, et il n’y a rien à acheter.

## Comment ça fonctionne

1. **Connectez-vous à votre compte SPC.** Les échantillons sont un privilège de membre : il vous faut un abonnement actif ou un essai gratuit.
2. **Choisissez un échantillon** parmi ceux offerts en ce moment. Chacun indique ce qu’il contient, qui l’envoie et quand il sera expédié.
3. **Vérifiez votre adresse postale** et confirmez. Les échantillons sont livrés au Canada seulement.
4. **Surveillez votre boîte aux lettres.** La plupart arrivent en deux ou trois semaines. On vous envoie un courriel dès que le partenaire expédie le colis.

## Les conditions, en gros caractères

- **Un par membre.** Chaque échantillon peut être réclamé une seule fois par abonnement.
- **Jusqu’à épuisement des stocks.** Les partenaires envoient un nombre limité d’échantillons; quand il n’en reste plus, le bouton se ferme. Les plus populaires partent en une journée : activez les courriels d’offres pour ne pas manquer le prochain.
- **Aucune obligation.** Réclamer un échantillon ne vous inscrit à rien. Si un partenaire veut vous envoyer des offres, il doit vous le demander séparément.
- **Colis perdu?** Écrivez à [support@spccard.ca](mailto:support@spccard.ca) en précisant le nom de l’échantillon, et on réglera ça avec le partenaire.

## Pas encore membre?

Les échantillons sont une raison de plus pour laquelle la carte se paie d’elle-même. [Devenez membre](/signup) pour 11,99 $ par année ou commencez un essai gratuit et, en attendant le prochain échantillon, [parcourez les rabais](/deals).

Vous êtes une marque et vous voulez faire essayer votre produit aux étudiants? Écrivez à [partners@spccard.ca](mailto:partners@spccard.ca).
`,
  },
  {
    slug: 'coming-soon',
    kind: 'page',
    title_en: 'New at SPC this winter',
    title_fr: 'Du nouveau chez SPC cet hiver',
    description_en:
      'New partners arriving this winter and the app features we are building next, straight from the SPC team.',
    description_fr:
      'Les nouveaux partenaires qui arrivent cet hiver et les fonctions de l’appli qu’on prépare, directement de l’équipe SPC.',
    image: {
      key: 'page/coming-soon',
      motif: 'shop windows under falling snow with wrapped boxes and a sign being hung',
      alt_en: 'Snowy shop windows with new signs going up for the winter',
      alt_fr: 'Des vitrines enneigées où l’on installe de nouvelles enseignes pour l’hiver',
    },
    body_en: `## New partners this winter

Our partnerships team has spent the fall signing the brands students asked for most in last spring’s member survey. These partners are confirmed and arrive in the app between December and February:

- **Ridgeline Ski & Ride** — discounted weekday lift tickets and rentals at hills in Ontario, Quebec and British Columbia, just in time for reading week.
- **Kettle & Crumb** — the Montréal bakery-café chain, with a member discount on every order before 11 a.m.
- **Lumen Laptops Canada** — an extra education discount on laptops and tablets, on top of their student pricing.
- **Harbourfront Climbing Collective** — a reduced student day pass and a first-month membership offer in Toronto and Halifax.
- **Maple Leaf Lines Coach** — cheaper intercity bus fares between the Windsor–Québec corridor’s campus towns.
- **Petit Potager** — a vegetarian meal-kit service with a first-box offer for members in Quebec and Ontario.

We will announce each one on the deal pages and in the members’ e-mail as it goes live. Follow [the new deals](/deals) to see them first.

## What we are building in the app

- **Wallet passes.** Add your SPC card to your phone’s wallet so it is ready at the till even without the app open.
- **Deal alerts.** Follow a partner or a category and get a notification when a new offer lands.
- **Shared saved lists.** Send a saved list to a roommate — handy for planning a trip or splitting a grocery run.
- **More campuses verified by school e-mail**, so fewer students need to show a student ID in store.

## Tell us what you want next

The partners on this page are here because members asked for them. If there is a brand, a shop near your campus or a feature you want, write to [support@spccard.ca](mailto:support@spccard.ca) — we read every suggestion and share them with the partnerships team each month.
`,
    body_fr: `## De nouveaux partenaires cet hiver

Cet automne, notre équipe des partenariats a signé les marques les plus demandées dans le sondage mené auprès de nos membres le printemps dernier. Ces partenaires sont confirmés et arrivent dans l’appli entre décembre et février :

- **Ridgeline Ski & Ride** : billets de remontée et location d’équipement à prix réduit en semaine, dans des stations de l’Ontario, du Québec et de la Colombie-Britannique, juste à temps pour la relâche.
- **Kettle & Crumb** : la chaîne de boulangeries-cafés montréalaise, avec un rabais pour les membres sur toute commande passée avant 11 h.
- **Lumen Laptops Canada** : un rabais supplémentaire sur les ordinateurs portables et les tablettes, en plus de leurs prix étudiants.
- **Harbourfront Climbing Collective** : un laissez-passer d’un jour à tarif étudiant et une offre sur le premier mois d’abonnement, à Toronto et à Halifax.
- **Maple Leaf Lines Coach** : des billets d’autocar moins chers entre les villes universitaires du corridor Windsor–Québec.
- **Petit Potager** : des prêts-à-cuisiner végétariens, avec une offre sur la première boîte pour les membres du Québec et de l’Ontario.

On annoncera chacun d’eux sur les pages d’offres et dans l’infolettre des membres dès leur arrivée. Suivez [les nouvelles offres](/deals) pour les voir en premier.

## Ce qu’on prépare dans l’appli

- **Carte dans le portefeuille mobile.** Ajoutez votre carte SPC au portefeuille de votre téléphone : elle sera prête à la caisse, même sans ouvrir l’appli.
- **Alertes d’offres.** Suivez un partenaire ou une catégorie et recevez une notification dès qu’une nouvelle offre arrive.
- **Listes enregistrées partagées.** Envoyez une liste à votre coloc : pratique pour planifier un voyage ou partager l’épicerie.
- **Plus de campus vérifiés par courriel scolaire**, pour que moins d’étudiants aient à montrer leur carte étudiante en magasin.

## Dites-nous ce que vous voulez

Les partenaires de cette page sont là parce que nos membres les ont demandés. Une marque, un commerce près de votre campus ou une fonction vous manque? Écrivez à [support@spccard.ca](mailto:support@spccard.ca) : on lit chaque suggestion et on les transmet chaque mois à l’équipe des partenariats.
`,
  },
  {
    slug: 'campustour-2024',
    kind: 'page',
    title_en: 'SPC Campus Tour 2024',
    title_fr: 'Tournée des campus SPC 2024',
    description_en:
      'Twelve campuses, six provinces, one very full van: a look back at the SPC Campus Tour 2024 and what comes next.',
    description_fr:
      'Douze campus, six provinces, une fourgonnette bien pleine : retour sur la Tournée des campus SPC 2024 et la suite.',
    image: {
      key: 'page/campustour-2024',
      motif: 'a colourful pop-up tent on a university quad with students spinning a prize wheel',
      alt_en: 'The SPC pop-up tent on a campus quad, with students lining up at the prize wheel',
      alt_fr: 'La tente SPC sur la place d’un campus, avec des étudiants en file devant la roue de prix',
    },
    body_en: `## Twelve campuses in six weeks

From September 9 to October 18, 2024, the SPC team packed a pop-up tent, a prize wheel and far too many tote bags into a van and went to meet students where they are. We stopped at:

- **Ontario:** University of Toronto (St. George), Toronto Metropolitan University, York University, University of Ottawa, University of Waterloo, Western University
- **Quebec:** Concordia University, Université de Montréal, Université Laval
- **Nova Scotia:** Dalhousie University
- **Alberta:** University of Calgary
- **British Columbia:** University of British Columbia

## What happened

More than **9,000 students** stopped by the tent. They spun the wheel for coffee cards, earbuds and SPC memberships, grabbed samples from our partners, and told us — loudly — which brands they wanted on the card. Partners from every category joined us at one stop or another: free smoothies in Waterloo, a barber chair in Calgary, a photo booth in Montréal and a bike-repair stand that fixed 140 flat tires at UBC.

Students at every stop could start a free trial on the spot. About one in five did, and the most redeemed deals of the tour were, unsurprisingly, in [food](/deals/category/food) and [tech & mobile](/deals/category/tech-mobile).

## Photos

Our photographers caught the whole thing, from the 8 a.m. set-up in the rain in Halifax to the dance-off at Laval. The albums for each stop are posted on our Instagram and Facebook pages (links at the bottom of this page). If you see yourself and want a full-resolution copy — or want a photo taken down — write to [support@spccard.ca](mailto:support@spccard.ca).

## What’s next

What we heard on tour shaped the year that followed: more local partners near campuses, more grocery and meal-kit deals, and the [campus programme](/campus) that brings SPC to student unions. The tour comes back each fall; if you would like us on your campus, your student association can write to [partners@spccard.ca](mailto:partners@spccard.ca).

In the meantime, [browse the deals](/deals) or [join SPC](/signup).
`,
    body_fr: `## Douze campus en six semaines

Du 9 septembre au 18 octobre 2024, l’équipe SPC a rempli une fourgonnette d’une tente, d’une roue de prix et de beaucoup trop de sacs réutilisables, puis elle est allée rencontrer les étudiants là où ils sont. Nos arrêts :

- **Ontario :** Université de Toronto (campus St. George), Toronto Metropolitan University, Université York, Université d’Ottawa, Université de Waterloo, Université Western
- **Québec :** Université Concordia, Université de Montréal, Université Laval
- **Nouvelle-Écosse :** Université Dalhousie
- **Alberta :** Université de Calgary
- **Colombie-Britannique :** Université de la Colombie-Britannique

## Ce qui s’est passé

Plus de **9 000 étudiants** sont passés à la tente. Ils ont fait tourner la roue pour gagner des cartes-cadeaux de café, des écouteurs et des abonnements SPC, ont récolté des échantillons de nos partenaires et nous ont dit, haut et fort, quelles marques ils voulaient voir sur la carte. Des partenaires de toutes les catégories se sont joints à nous ici et là : des smoothies gratuits à Waterloo, une chaise de barbier à Calgary, un photomaton à Montréal et un atelier de réparation de vélos qui a réparé 140 crevaisons à UBC.

À chaque arrêt, on pouvait commencer un essai gratuit sur place. Environ un étudiant sur cinq l’a fait et, sans surprise, les offres les plus utilisées pendant la tournée étaient en [restauration](/deals/category/food) et en [techno et mobile](/deals/category/tech-mobile).

## Les photos

Nos photographes ont tout immortalisé, du montage sous la pluie à 8 h à Halifax jusqu’au concours de danse à Laval. Les albums de chaque arrêt sont publiés sur nos pages Instagram et Facebook (liens au bas de la page). Vous vous reconnaissez et voulez une copie en haute résolution, ou préférez qu’une photo soit retirée? Écrivez à [support@spccard.ca](mailto:support@spccard.ca).

## Et la suite?

Ce qu’on a entendu pendant la tournée a orienté l’année suivante : plus de partenaires locaux près des campus, plus d’offres d’épicerie et de prêts-à-cuisiner, et le [programme campus](/campus) qui amène SPC dans les associations étudiantes. La tournée revient chaque automne; si vous voulez qu’on passe sur votre campus, votre association étudiante peut écrire à [partners@spccard.ca](mailto:partners@spccard.ca).

D’ici là, [parcourez les rabais](/deals) ou [devenez membre](/signup).
`,
  },
  {
    slug: 'levis-info2024',
    kind: 'page',
    title_en: 'Levi’s Student Event 2024',
    title_fr: 'Événement étudiant Levi’s 2024',
    description_en:
      'SPC members saved 25% at Levi’s stores across Canada during the 2024 student event. Here are the details.',
    description_fr:
      'Les membres SPC ont économisé 25 % dans les boutiques Levi’s au Canada lors de l’événement étudiant 2024. Tous les détails.',
    image: {
      key: 'page/levis-info2024',
      motif: 'stacks of folded blue denim jeans on a wooden shop table with a red tag',
      alt_en: 'Folded blue jeans stacked on a wooden table in a denim store',
      alt_fr: 'Des jeans bleus pliés et empilés sur une table de bois dans une boutique de denim',
    },
    body_en: `## 25% off for students, in store and online

For the back-to-school season in 2024, Levi’s and SPC teamed up on a student event: **25% off regular-priced items** at participating Levi’s stores in Canada and on the Canadian Levi’s website, for SPC members only.

- **When:** August 15 to September 30, 2024
- **Where:** participating Levi’s stores and outlets in Canada, and levi.com/ca
- **Who:** SPC members with an active membership or free trial

## How to redeem with SPC

**In store:** open the SPC app, go to the Levi’s deal and show your digital card at the till before you pay. Staff may ask for a student ID as well; VIP and bank-linked SPC+ members only need their card.

**Online:** sign in to SPC, open the Levi’s deal and tap *Reveal code*. Enter the code at checkout on the Canadian Levi’s site. Each code is for one order.

## The conditions

- The discount applied to regular-priced items; it could not be combined with other promotions or used on gift cards.
- One use per in-store visit; online codes were single-use.
- Valid in Canada only, like every SPC deal.

## The event is over — here is what to do now

The 2024 student event has ended, and it was one of our most popular ever: thank you to every member who came out. Levi’s comes back to SPC each back-to-school season, and there are dozens of denim, sneaker and clothing offers from other partners right now in [fashion](/deals/category/fashion).

Not a member yet? [Join SPC](/signup) so you are ready for the next one.
`,
    body_fr: `## 25 % de rabais pour les étudiants, en boutique et en ligne

Pour la rentrée 2024, Levi’s et SPC se sont associés pour un événement étudiant : **25 % de rabais sur les articles à prix courant** dans les boutiques Levi’s participantes au Canada et sur le site canadien de Levi’s, pour les membres SPC seulement.

- **Quand :** du 15 août au 30 septembre 2024
- **Où :** boutiques et magasins-entrepôts Levi’s participants au Canada, et levi.com/ca
- **Pour qui :** les membres SPC avec un abonnement actif ou un essai gratuit

## Comment en profiter avec SPC

**En boutique :** ouvrez l’appli SPC, allez à l’offre Levi’s et montrez votre carte numérique à la caisse avant de payer. Le personnel peut aussi vous demander votre carte étudiante; les membres VIP et les membres SPC+ liés à la banque n’ont besoin que de leur carte.

**En ligne :** connectez-vous à SPC, ouvrez l’offre Levi’s et touchez *Dévoiler le code*. Entrez le code au moment de payer sur le site canadien de Levi’s. Chaque code vaut pour une commande.

## Les conditions

- Le rabais s’appliquait aux articles à prix courant; il ne pouvait être jumelé à aucune autre promotion ni servir à l’achat de cartes-cadeaux.
- Une utilisation par visite en boutique; les codes en ligne étaient à usage unique.
- Valide au Canada seulement, comme toutes les offres SPC.

## L’événement est terminé : et maintenant?

L’événement étudiant 2024 est terminé, et il a été l’un de nos plus populaires : merci à tous les membres qui y ont participé. Levi’s revient chez SPC à chaque rentrée, et des dizaines d’offres de denim, d’espadrilles et de vêtements d’autres partenaires vous attendent dès maintenant dans la catégorie [mode](/deals/category/fashion).

Pas encore membre? [Devenez membre](/signup) pour être prêt la prochaine fois.
`,
  },
  {
    slug: 'timhortons',
    kind: 'page',
    title_en: 'Tim Hortons and SPC',
    title_fr: 'Tim Hortons et SPC',
    description_en:
      'Link your Tim Hortons rewards account to SPC and get member-only offers on coffee, breakfast and more.',
    description_fr:
      'Liez votre compte de récompenses Tim Hortons à SPC et recevez des offres réservées aux membres sur le café, le déjeuner et plus.',
    image: {
      key: 'page/timhortons',
      motif: 'a steaming coffee cup and a breakfast sandwich on a café counter on a snowy morning',
      alt_en: 'A hot coffee and a breakfast sandwich on a café counter on a winter morning',
      alt_fr: 'Un café chaud et un sandwich-déjeuner sur un comptoir, un matin d’hiver',
    },
    body_en: `## Your morning coffee, with member perks

SPC and Tim Hortons have partnered so SPC members get more from the coffee run they already make. Link your Tim Hortons rewards account to your SPC account once, and member offers are loaded straight into your Tim Hortons app — no code to type, no card to show.

## How to link your account

1. **Sign in to SPC** with an active membership or free trial, and come back to this page.
2. **Enter the e-mail address of your Tim Hortons rewards account** twice, so we are sure it is right.
3. **Select Link my account.** We check the address with Tim Hortons and link the two accounts right away.

That is it. The link lasts as long as your SPC membership, and you can remove it at any time from this page.

## How the offers work

- **A welcome offer** is added to your Tim Hortons app within 24 hours of linking.
- **New member offers each month** of the school year, on hot and iced drinks, breakfast and baked goods.
- **Use them the usual way:** scan your Tim Hortons app at the counter, in the drive-thru or order ahead in the app. The offer applies automatically.
- **You still earn your regular rewards** on every purchase.

Offers are available at participating Tim Hortons restaurants in Canada. Each offer has its own dates and conditions, shown in the Tim Hortons app.

## What we share

To link the accounts, SPC sends Tim Hortons only what it needs to confirm your membership: that your SPC membership is active and until when. We do not share your purchase history or your school, and Tim Hortons does not send us what you buy. Read more in our [privacy policy](/privacy).

## Not a member?

The Tim Hortons offers are one of more than 450 deals included with SPC for $11.99 a year. [Join SPC](/signup), then come back to this page to link your account. Questions? See the [FAQ](/faq-help).
`,
    body_fr: `## Votre café du matin, avec des avantages de membre

SPC et Tim Hortons se sont associés pour que les membres SPC profitent davantage de leur arrêt café habituel. Liez une seule fois votre compte de récompenses Tim Hortons à votre compte SPC, et les offres pour les membres arrivent directement dans votre appli Tim Hortons : aucun code à taper, aucune carte à montrer.

## Comment lier votre compte

1. **Connectez-vous à SPC** avec un abonnement actif ou un essai gratuit, puis revenez sur cette page.
2. **Entrez deux fois l’adresse courriel de votre compte de récompenses Tim Hortons**, pour éviter toute erreur de frappe.
3. **Choisissez Lier mon compte.** Nous vérifions l’adresse auprès de Tim Hortons et lions les deux comptes sur-le-champ.

C’est tout. La liaison dure aussi longtemps que votre abonnement SPC, et vous pouvez la retirer en tout temps à partir de cette page.

## Comment fonctionnent les offres

- **Une offre de bienvenue** est ajoutée à votre appli Tim Hortons dans les 24 heures suivant la liaison.
- **De nouvelles offres pour les membres chaque mois** de l’année scolaire, sur les boissons chaudes et glacées, les déjeuners et les pâtisseries.
- **Utilisez-les comme d’habitude :** balayez votre appli Tim Hortons au comptoir, au service au volant ou commandez à l’avance dans l’appli. L’offre s’applique automatiquement.
- **Vous accumulez toujours vos récompenses habituelles** à chaque achat.

Les offres sont valides dans les restaurants Tim Hortons participants au Canada. Chaque offre a ses propres dates et conditions, indiquées dans l’appli Tim Hortons.

## Ce que nous partageons

Pour lier les comptes, SPC transmet à Tim Hortons seulement ce qu’il faut pour confirmer votre abonnement : qu’il est actif, et jusqu’à quand. Nous ne communiquons ni votre historique d’achats ni votre établissement, et Tim Hortons ne nous transmet pas ce que vous achetez. Pour en savoir plus, lisez notre [politique de confidentialité](/privacy).

## Pas encore membre?

Les offres Tim Hortons font partie des plus de 450 offres incluses avec SPC pour 11,99 $ par année. [Devenez membre](/signup), puis revenez sur cette page pour lier votre compte. Des questions? Consultez la [FAQ](/faq-help).
`,
  },
  {
    slug: 'winter-2026-giveaway',
    kind: 'landing',
    title_en: 'Winter 2026 Giveaway: a reading-week trip for two',
    title_fr: 'Grand concours d’hiver 2026 : un voyage pour deux à la relâche',
    description_en:
      'Win a $2,500 reading-week trip for two, plus 20 winter prize packs. No purchase necessary. Enter by January 15, 2027.',
    description_fr:
      'Gagnez un voyage pour deux de 2 500 $ à la relâche, et 20 trousses d’hiver. Aucun achat requis. Participez d’ici le 15 janvier 2027.',
    image: {
      key: 'page/winter-2026-giveaway',
      motif: 'two backpackers on a snowy mountain train platform at sunrise with a gift ribbon',
      alt_en: 'Two travellers on a snowy train platform at sunrise',
      alt_fr: 'Deux voyageurs sur un quai de gare enneigé au lever du soleil',
    },
    body_en: `## The prizes

- **Grand prize:** a reading-week trip for two anywhere in Canada, worth **$2,500** — return train or flights, three nights in a hotel and $300 to spend with SPC travel partners.
- **20 winter prize packs** worth $150 each: a warm tuque and mittens, a $50 food delivery credit, a $50 coffee card and a one-year SPC membership.

## How to enter

1. [Sign in or create a free SPC account](/signup). No membership purchase is needed.
2. Come back to this page and press **Enter the contest**.
3. Want a second entry? Share your referral link: you get one bonus entry when a friend creates an account, up to five.

## Dates

The contest opens on **December 1, 2026 at 12:00 a.m. ET** and closes on **January 15, 2027 at 11:59 p.m. ET**. The draw takes place on January 19, 2027 in Toronto, and the winners are contacted by e-mail within five business days.

## Rules summary

**No purchase necessary.** A purchase will not increase your chances of winning. Open to residents of Canada who are at least the age of majority in their province or territory and enrolled at a Canadian post-secondary institution. Limit of one entry per person, plus up to five referral entries. Odds depend on the number of eligible entries received. Selected entrants must correctly answer a skill-testing question before being declared winners. Prizes must be accepted as awarded and cannot be exchanged for cash. Travel must be completed by April 30, 2027.

Read the [full rules](/contest/rules) before you enter. Questions? Write to [support@spccard.ca](mailto:support@spccard.ca).
`,
    body_fr: `## Les prix

- **Grand prix :** un voyage pour deux à la relâche, n’importe où au Canada, d’une valeur de **2 500 $** : train ou vols aller-retour, trois nuits à l’hôtel et 300 $ à dépenser chez les partenaires voyage de SPC.
- **20 trousses d’hiver** d’une valeur de 150 $ chacune : une tuque et des mitaines, un crédit de 50 $ en livraison de repas, une carte-cadeau de café de 50 $ et un abonnement SPC d’un an.

## Comment participer

1. [Connectez-vous ou créez un compte SPC gratuit](/signup). Aucun achat d’abonnement n’est nécessaire.
2. Revenez sur cette page et cliquez sur **Participer au concours**.
3. Envie d’une deuxième chance? Partagez votre lien de parrainage : vous obtenez une participation en prime chaque fois qu’un ami crée un compte, jusqu’à concurrence de cinq.

## Dates

Le concours commence le **1er décembre 2026 à 0 h (HE)** et se termine le **15 janvier 2027 à 23 h 59 (HE)**. Le tirage aura lieu le 19 janvier 2027 à Toronto, et les gagnants seront joints par courriel dans les cinq jours ouvrables.

## Règlement en bref

**Aucun achat requis.** Un achat n’augmente pas vos chances de gagner. Le concours s’adresse aux résidents du Canada ayant atteint l’âge de la majorité dans leur province ou territoire et inscrits dans un établissement d’enseignement postsecondaire canadien. Limite d’une participation par personne, plus un maximum de cinq participations par parrainage. Les chances de gagner dépendent du nombre de participations admissibles reçues. Les participants sélectionnés devront répondre correctement à une question d’habileté mathématique avant d’être déclarés gagnants. Les prix doivent être acceptés tels quels et ne peuvent être échangés contre de l’argent. Le voyage doit être effectué au plus tard le 30 avril 2027.

Lisez le [règlement complet](/contest/rules) avant de participer. Des questions? Écrivez à [support@spccard.ca](mailto:support@spccard.ca).
`,
  },
  {
    slug: 'back-to-school-2026',
    kind: 'landing',
    title_en: 'Back to School 2026: win a year of textbooks',
    title_fr: 'Rentrée 2026 : gagnez une année de manuels scolaires',
    description_en:
      'Five students win $1,000 for textbooks and a new laptop bag. No purchase necessary. Contest closed; winners drawn.',
    description_fr:
      'Cinq étudiants gagnent 1 000 $ pour leurs manuels et un sac pour portable. Aucun achat requis. Concours terminé.',
    image: {
      key: 'page/back-to-school-2026',
      motif: 'a stack of textbooks, a laptop bag and sticky notes on a desk in late-summer light',
      alt_en: 'A pile of textbooks and a laptop bag on a sunny desk',
      alt_fr: 'Une pile de manuels et un sac pour ordinateur portable sur un bureau ensoleillé',
    },
    body_en: `## The contest is closed — thank you!

More than 31,000 students entered our back-to-school contest. The five winners were drawn on October 6, 2026, have answered their skill-testing question and have received their prizes. Congratulations to Priya from Waterloo, Mathieu from Sherbrooke, Jordan from Halifax, Aïcha from Montréal and Ethan from Kelowna.

Our [winter giveaway](/landingcontest/winter-2026-giveaway) is next.

## The prizes

- **5 prizes of $1,000** toward textbooks and course materials, paid as a prepaid card.
- Each winner also received a padded laptop bag from one of our tech partners and a one-year SPC membership.

## How to enter (closed)

1. Sign in or create a free SPC account.
2. Press **Enter the contest** on this page.
3. Answer one question: which deal category will you use most this term?

## Dates

The contest ran from **August 17, 2026 at 12:00 a.m. ET** to **September 30, 2026 at 11:59 p.m. ET**.

## Rules summary

**No purchase necessary.** A purchase did not increase the chances of winning. Open to residents of Canada who had reached the age of majority in their province or territory and were enrolled at a Canadian post-secondary institution. One entry per person. Odds depended on the number of eligible entries received. Selected entrants had to correctly answer a skill-testing question. Prizes could not be exchanged for cash.

The [full rules](/contest/rules) remain available. In the meantime, stock up with the [back-to-school deals](/deals).
`,
    body_fr: `## Le concours est terminé : merci!

Plus de 31 000 étudiants ont participé à notre concours de la rentrée. Les cinq gagnants ont été tirés au sort le 6 octobre 2026, ont répondu à leur question d’habileté mathématique et ont reçu leur prix. Félicitations à Priya de Waterloo, à Mathieu de Sherbrooke, à Jordan d’Halifax, à Aïcha de Montréal et à Ethan de Kelowna!

Prochain rendez-vous : notre [grand concours d’hiver](/landingcontest/winter-2026-giveaway).

## Les prix

- **5 prix de 1 000 $** pour les manuels et le matériel scolaire, remis sous forme de carte prépayée.
- Chaque gagnant a aussi reçu un sac matelassé pour ordinateur portable d’un de nos partenaires techno et un abonnement SPC d’un an.

## Comment participer (terminé)

1. Connectez-vous ou créez un compte SPC gratuit.
2. Cliquez sur **Participer au concours** sur cette page.
3. Répondez à une question : quelle catégorie d’offres utiliserez-vous le plus cette session?

## Dates

Le concours s’est déroulé du **17 août 2026 à 0 h (HE)** au **30 septembre 2026 à 23 h 59 (HE)**.

## Règlement en bref

**Aucun achat requis.** Un achat n’augmentait pas les chances de gagner. Le concours s’adressait aux résidents du Canada ayant atteint l’âge de la majorité dans leur province ou territoire et inscrits dans un établissement d’enseignement postsecondaire canadien. Une participation par personne. Les chances de gagner dépendaient du nombre de participations admissibles reçues. Les participants sélectionnés devaient répondre correctement à une question d’habileté mathématique. Les prix ne pouvaient être échangés contre de l’argent.

Le [règlement complet](/contest/rules) reste accessible. D’ici là, faites le plein avec les [offres de la rentrée](/deals).
`,
  },
];
