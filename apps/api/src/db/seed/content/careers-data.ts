// The careers page (/careers; spec §2 "Careers", §3 "Carousel item"): carousels by kind and openings.
// Team members are text = first name and role, subtext = one line, description = the overlay.
import type { SeedCarouselItem, SeedCarouselKind, SeedJobOpening } from './types.ts';

export const CAROUSELS: Record<SeedCarouselKind, SeedCarouselItem[]> = {
  hero: [
    {
      text_en: 'Help students make every dollar count',
      text_fr: 'Aidez les étudiants à tirer le maximum de chaque dollar',
      subtext_en: 'See our open roles',
      subtext_fr: 'Voir nos postes ouverts',
      description_en:
        'SPC has helped students across Canada save since 1992. Today a team of about sixty people in Toronto, Montréal and across the country brings more than 450 deals to students, in English and in French.',
      description_fr:
        'Depuis 1992, SPC aide les étudiants partout au Canada à économiser. Aujourd’hui, une équipe d’une soixantaine de personnes à Toronto, à Montréal et partout au pays offre plus de 450 rabais aux étudiants, en français et en anglais.',
      image: {
        key: 'careers/hero',
        motif: 'a bright open office with a long shared table, laptops, plants and a view of downtown Toronto',
        alt_en: 'The SPC team working together around a long table in a bright office',
        alt_fr: 'L’équipe SPC au travail autour d’une grande table, dans un bureau lumineux',
      },
    },
    {
      text_en: 'Who we are',
      text_fr: 'Qui nous sommes',
      subtext_en: 'Partnerships, product, support and marketing, in two languages',
      subtext_fr: 'Partenariats, produit, soutien et marketing, dans les deux langues',
      description_en:
        'We are partnership managers who know every café near campus, developers who build the app and the digital card, support agents who answer members in their language, and marketers who spend each September on the road. Many of us were SPC members first.',
      description_fr:
        'Nous sommes des responsables de partenariats qui connaissent chaque café près des campus, des développeurs qui bâtissent l’appli et la carte numérique, des agents du soutien qui répondent aux membres dans leur langue et des gens du marketing qui passent chaque septembre sur la route. Plusieurs d’entre nous ont d’abord été membres de SPC.',
      image: {
        key: 'careers/who-we-are',
        motif: 'colleagues laughing around a pop-up tent on a campus quad in early autumn',
        alt_en: 'SPC colleagues laughing together at a pop-up tent on campus',
        alt_fr: 'Des collègues de SPC rient ensemble sous une tente installée sur un campus',
      },
    },
  ],
  timeline: [
    {
      text_en: '1992',
      text_fr: '1992',
      subtext_en: 'SPC opens on Spadina Avenue',
      subtext_fr: 'SPC ouvre ses portes avenue Spadina',
      description_en:
        'Two recent graduates print the first laminated SPC cards in a small Toronto office. Forty pizzerias, record stores and copy shops near campus accept them.',
      description_fr:
        'Deux jeunes diplômés impriment les premières cartes SPC plastifiées dans un petit bureau de Toronto. Quarante pizzerias, disquaires et centres de photocopie près des campus les acceptent.',
    },
    {
      text_en: '1998',
      text_fr: '1998',
      subtext_en: 'Bonjour, Montréal',
      subtext_fr: 'Bonjour, Montréal',
      description_en:
        'We open our Montréal office and publish SPC fully in French. Quebec quickly becomes one of our largest provinces for members.',
      description_fr:
        'Nous ouvrons notre bureau de Montréal et SPC devient entièrement offert en français. Le Québec devient vite l’une des provinces qui comptent le plus de membres.',
    },
    {
      text_en: '2006',
      text_fr: '2006',
      subtext_en: 'Deals go online',
      subtext_fr: 'Les rabais passent en ligne',
      description_en:
        'Our first website lists every partner and introduces online promo codes, so members far from a partner’s store can save too.',
      description_fr:
        'Notre premier site Web présente tous nos partenaires et lance les codes promo en ligne : les membres loin d’une boutique peuvent eux aussi économiser.',
    },
    {
      text_en: '2013',
      text_fr: '2013',
      subtext_en: 'The card moves to your phone',
      subtext_fr: 'La carte passe dans votre téléphone',
      description_en:
        'The SPC app launches with the digital card. Within two years, nine in ten members show their phone instead of a plastic card.',
      description_fr:
        'L’appli SPC est lancée avec la carte numérique. En deux ans, neuf membres sur dix présentent leur téléphone plutôt qu’une carte de plastique.',
    },
    {
      text_en: '2019',
      text_fr: '2019',
      subtext_en: 'SPC+ arrives with CIBC',
      subtext_fr: 'SPC+ arrive avec CIBC',
      description_en:
        'Our higher tier, SPC+, launches with exclusive offers, available as an upgrade or with a co-branded CIBC student bank card.',
      description_fr:
        'Notre niveau supérieur, SPC+, voit le jour avec des offres exclusives, offert en mise à niveau ou avec une carte bancaire étudiante cobrandée CIBC.',
    },
    {
      text_en: '2022',
      text_fr: '2022',
      subtext_en: 'Thirty years, 400 deals',
      subtext_fr: 'Trente ans, 400 rabais',
      description_en:
        'We celebrate our 30th birthday with more than 400 deals and the first campus partnerships with student unions.',
      description_fr:
        'Nous célébrons nos 30 ans avec plus de 400 offres et nos premiers partenariats avec des associations étudiantes.',
    },
    {
      text_en: '2024',
      text_fr: '2024',
      subtext_en: 'The Campus Tour',
      subtext_fr: 'La Tournée des campus',
      description_en:
        'Twelve campuses in six provinces in six weeks: more than 9,000 students visit our tent and tell us which partners they want next.',
      description_fr:
        'Douze campus dans six provinces en six semaines : plus de 9 000 étudiants passent à notre tente et nous disent quels partenaires ils veulent voir arriver.',
    },
    {
      text_en: '2026',
      text_fr: '2026',
      subtext_en: '450+ deals and a new app',
      subtext_fr: 'Plus de 450 rabais et une nouvelle appli',
      description_en:
        'More than 450 deals, a rebuilt website and app, and a partnership with Tim Hortons that brings member offers to students’ morning coffee.',
      description_fr:
        'Plus de 450 offres, un site et une appli entièrement refaits, et un partenariat avec Tim Hortons qui ajoute des offres pour les membres au café du matin.',
    },
  ],
  team: [
    {
      text_en: 'Amélie, Head of Partnerships',
      text_fr: 'Amélie, directrice des partenariats',
      subtext_en: 'Montréal · at SPC since 2014',
      subtext_fr: 'Montréal · chez SPC depuis 2014',
      description_en:
        'Amélie signed her first partner, a crêperie on Saint-Denis, during her internship with us. She now leads the team that brings 450+ deals to the app and still visits every new Montréal partner in person.',
      description_fr:
        'Amélie a signé son premier partenaire, une crêperie de la rue Saint-Denis, pendant son stage chez nous. Elle dirige aujourd’hui l’équipe qui amène plus de 450 offres dans l’appli, et elle visite encore en personne chaque nouveau partenaire montréalais.',
      image: {
        key: 'team/amelie',
        motif: 'portrait of a smiling woman with curly dark hair in a denim jacket, warm café background',
        alt_en: 'Portrait of Amélie, Head of Partnerships',
        alt_fr: 'Portrait d’Amélie, directrice des partenariats',
      },
    },
    {
      text_en: 'Marcus, Lead Developer',
      text_fr: 'Marcus, développeur principal',
      subtext_en: 'Toronto · builds the digital card',
      subtext_fr: 'Toronto · bâtit la carte numérique',
      description_en:
        'Marcus leads the team behind the SPC app and website. He cares about pages that load fast on an old phone on campus Wi-Fi, and he runs our monthly lunch-and-learn.',
      description_fr:
        'Marcus dirige l’équipe derrière l’appli et le site SPC. Il tient à ce que les pages se chargent vite sur un vieux téléphone branché au Wi-Fi du campus, et il anime nos dîners-conférences mensuels.',
      image: {
        key: 'team/marcus',
        motif: 'portrait of a man with short locs and glasses wearing a green sweater, bookshelf background',
        alt_en: 'Portrait of Marcus, Lead Developer',
        alt_fr: 'Portrait de Marcus, développeur principal',
      },
    },
    {
      text_en: 'Priya, Member Support Lead',
      text_fr: 'Priya, chef du soutien aux membres',
      subtext_en: 'Toronto · answers in one business day',
      subtext_fr: 'Toronto · répond en un jour ouvrable',
      description_en:
        'Priya’s team answers every member message, in English and in French. When a code stops working, she is usually the first to know and the one who gets the partner on the phone.',
      description_fr:
        'L’équipe de Priya répond à chaque message des membres, en français comme en anglais. Quand un code cesse de fonctionner, elle est souvent la première au courant, et celle qui appelle le partenaire.',
      image: {
        key: 'team/priya',
        motif: 'portrait of a woman with long black hair and a headset around her neck, bright office window',
        alt_en: 'Portrait of Priya, Member Support Lead',
        alt_fr: 'Portrait de Priya, chef du soutien aux membres',
      },
    },
    {
      text_en: 'Olivier, Product Designer',
      text_fr: 'Olivier, designer de produits',
      subtext_en: 'Montréal · sketches everything on paper first',
      subtext_fr: 'Montréal · dessine tout sur papier d’abord',
      description_en:
        'Olivier designs the screens students use every day, from the deal page to the card at the till. He tests every change with students on campus before it ships.',
      description_fr:
        'Olivier conçoit les écrans que les étudiants utilisent tous les jours, de la page d’offre jusqu’à la carte présentée à la caisse. Il teste chaque changement avec des étudiants sur le campus avant sa mise en ligne.',
      image: {
        key: 'team/olivier',
        motif: 'portrait of a bearded man in a striped shirt holding a sketchbook, soft grey background',
        alt_en: 'Portrait of Olivier, Product Designer',
        alt_fr: 'Portrait d’Olivier, designer de produits',
      },
    },
    {
      text_en: 'Hannah, Campus Marketing Manager',
      text_fr: 'Hannah, gestionnaire du marketing sur les campus',
      subtext_en: 'Remote from Halifax · 40 ambassadors',
      subtext_fr: 'En télétravail à Halifax · 40 ambassadeurs',
      description_en:
        'Hannah runs the Campus Tour and our network of student ambassadors. She has set up the SPC tent in the rain, in the snow and once, memorably, in a windstorm in Calgary.',
      description_fr:
        'Hannah organise la Tournée des campus et notre réseau d’ambassadeurs étudiants. Elle a monté la tente SPC sous la pluie, dans la neige et, une fois, mémorablement, en pleine tempête de vent à Calgary.',
      image: {
        key: 'team/hannah',
        motif: 'portrait of a freckled woman with a red ponytail in a bright yellow hoodie, seaside background',
        alt_en: 'Portrait of Hannah, Campus Marketing Manager',
        alt_fr: 'Portrait de Hannah, gestionnaire du marketing sur les campus',
      },
    },
    {
      text_en: 'Daniel, Content Editor',
      text_fr: 'Daniel, rédacteur en chef du contenu',
      subtext_en: 'Toronto · writes the blog',
      subtext_fr: 'Toronto · écrit le blogue',
      description_en:
        'Daniel edits the SPC blog and every deal description. His rule: if a student cannot understand the conditions of an offer in ten seconds, the text is not finished.',
      description_fr:
        'Daniel révise le blogue SPC et chaque description d’offre. Sa règle : si un étudiant ne comprend pas les conditions d’une offre en dix secondes, le texte n’est pas terminé.',
      image: {
        key: 'team/daniel',
        motif: 'portrait of a young man with a fade haircut and a navy cardigan, holding a coffee mug',
        alt_en: 'Portrait of Daniel, Content Editor',
        alt_fr: 'Portrait de Daniel, rédacteur en chef du contenu',
      },
    },
    {
      text_en: 'Sophie, Partnerships Coordinator',
      text_fr: 'Sophie, coordonnatrice des partenariats',
      subtext_en: 'Montréal · former campus ambassador',
      subtext_fr: 'Montréal · ancienne ambassadrice de campus',
      description_en:
        'Sophie started as an SPC ambassador at Université Laval and joined full time after graduating. She looks after our local partners in Quebec and checks every new offer before it goes live.',
      description_fr:
        'Sophie a commencé comme ambassadrice SPC à l’Université Laval, puis s’est jointe à l’équipe à temps plein après ses études. Elle s’occupe de nos partenaires locaux au Québec et vérifie chaque nouvelle offre avant sa mise en ligne.',
      image: {
        key: 'team/sophie',
        motif: 'portrait of a young woman with a short blond bob and a knit tuque, snowy street background',
        alt_en: 'Portrait of Sophie, Partnerships Coordinator',
        alt_fr: 'Portrait de Sophie, coordonnatrice des partenariats',
      },
    },
  ],
  perk: [
    {
      text_en: 'Free SPC+ for you',
      text_fr: 'SPC+ gratuit pour vous',
      subtext_en: 'And an SPC membership to give away',
      subtext_fr: 'Et un abonnement SPC à offrir',
      description_en:
        'Every employee gets SPC+ for free, plus a yearly SPC membership to give to a student in their life.',
      description_fr:
        'Chaque employé reçoit SPC+ gratuitement, plus un abonnement SPC par année à offrir à un étudiant de son entourage.',
    },
    {
      text_en: 'Hybrid and remote work',
      text_fr: 'Travail hybride et à distance',
      subtext_en: 'Toronto and Montréal offices, or anywhere in Canada',
      subtext_fr: 'Bureaux à Toronto et à Montréal, ou n’importe où au Canada',
      description_en:
        'Office teams come in two days a week, chosen together. Remote roles are fully remote within Canada, with a $600 home-office allowance.',
      description_fr:
        'Les équipes au bureau s’y retrouvent deux jours par semaine, choisis ensemble. Les postes à distance le sont entièrement, partout au Canada, avec une allocation de 600 $ pour le bureau à domicile.',
    },
    {
      text_en: 'Health and dental from day one',
      text_fr: 'Assurances santé et dentaire dès le premier jour',
      subtext_en: 'Plus a $500 wellness account',
      subtext_fr: 'Plus un compte bien-être de 500 $',
      description_en:
        'Our group plan covers health, dental, vision and mental health care for you and your family, with no waiting period.',
      description_fr:
        'Notre régime collectif couvre la santé, les soins dentaires, les soins de la vue et la santé mentale, pour vous et votre famille, sans délai de carence.',
    },
    {
      text_en: 'Four weeks of vacation',
      text_fr: 'Quatre semaines de vacances',
      subtext_en: 'And the office closes between the holidays',
      subtext_fr: 'Et le bureau ferme entre Noël et le jour de l’An',
      description_en:
        'Everyone starts with four weeks of paid vacation, and the whole company is off between December 24 and January 1.',
      description_fr:
        'Tout le monde commence avec quatre semaines de vacances payées, et toute l’entreprise est en congé du 24 décembre au 1er janvier.',
    },
    {
      text_en: 'A $1,000 learning budget',
      text_fr: 'Un budget de formation de 1 000 $',
      subtext_en: 'Courses, conferences, books',
      subtext_fr: 'Cours, conférences, livres',
      description_en:
        'Spend it on what helps you grow, including French or English lessons — we are a bilingual company, and we help you become one too.',
      description_fr:
        'Dépensez-le pour ce qui vous fait progresser, y compris des cours de français ou d’anglais : nous sommes une entreprise bilingue, et nous vous aidons à le devenir.',
    },
    {
      text_en: 'Summer Fridays',
      text_fr: 'Les vendredis d’été',
      subtext_en: 'Half-days in July and August',
      subtext_fr: 'Des demi-journées en juillet et en août',
      description_en: 'Our busiest season is September, so we rest before it: Friday afternoons are off all summer.',
      description_fr:
        'Notre période la plus occupée, c’est septembre, alors on se repose avant : les vendredis après-midi sont libres tout l’été.',
    },
    {
      text_en: 'RRSP matching',
      text_fr: 'Cotisation REER de l’employeur',
      subtext_en: 'Up to 4% of your salary',
      subtext_fr: 'Jusqu’à 4 % de votre salaire',
      description_en: 'We match your contributions to a group RRSP up to 4% of your salary, from your first month.',
      description_fr:
        'Nous égalons vos cotisations à un REER collectif jusqu’à 4 % de votre salaire, dès votre premier mois.',
    },
    {
      text_en: 'Parental leave top-up',
      text_fr: 'Complément au congé parental',
      subtext_en: '90% of your salary for 16 weeks',
      subtext_fr: '90 % de votre salaire pendant 16 semaines',
      description_en:
        'We top up government parental benefits to 90% of your salary for the first 16 weeks, for every parent.',
      description_fr:
        'Nous complétons les prestations parentales gouvernementales jusqu’à 90 % de votre salaire pendant les 16 premières semaines, pour tous les parents.',
    },
  ],
  value: [
    {
      text_en: 'Students first',
      text_fr: 'Les étudiants d’abord',
      subtext_en: 'Every decision starts with the member',
      subtext_fr: 'Chaque décision part du membre',
      description_en:
        'When a choice is hard, we ask what a student with $20 left until Friday would want. That usually settles it.',
      description_fr:
        'Quand un choix est difficile, on se demande ce que voudrait un étudiant à qui il reste 20 $ jusqu’à vendredi. En général, ça tranche la question.',
    },
    {
      text_en: 'Say it plainly',
      text_fr: 'Dire les choses simplement',
      subtext_en: 'No small print, no surprises',
      subtext_fr: 'Pas de petits caractères, pas de surprises',
      description_en:
        'Prices, conditions and rules are written so anyone can understand them. If it needs an asterisk, we rewrite it.',
      description_fr:
        'Les prix, les conditions et les règles sont écrits pour que tout le monde les comprenne. S’il faut un astérisque, on réécrit.',
    },
    {
      text_en: 'Two languages, fully',
      text_fr: 'Deux langues, pour vrai',
      subtext_en: 'French and English are equals',
      subtext_fr: 'Le français et l’anglais sont égaux',
      description_en:
        'Members get the same care in either language. French is written by French speakers, never as an afterthought.',
      description_fr:
        'Les membres reçoivent le même soin dans l’une ou l’autre langue. Le français est écrit par des francophones, jamais après coup.',
    },
    {
      text_en: 'Partners are people',
      text_fr: 'Nos partenaires sont des gens',
      subtext_en: 'Good deals need good relationships',
      subtext_fr: 'Les bonnes offres naissent des bonnes relations',
      description_en:
        'A café owner trusting us with a discount is a relationship, not a transaction. We answer their calls and keep our promises.',
      description_fr:
        'Quand une propriétaire de café nous confie un rabais, c’est une relation, pas une transaction. On répond à ses appels et on tient nos promesses.',
    },
    {
      text_en: 'Thrifty on purpose',
      text_fr: 'Économes par choix',
      subtext_en: 'We spend like our members do',
      subtext_fr: 'On dépense comme nos membres',
      description_en:
        'Memberships pay our salaries, so we spend each dollar carefully — and we spend it where members feel it.',
      description_fr:
        'Les abonnements paient nos salaires : on dépense donc chaque dollar avec soin, là où les membres le ressentent.',
    },
  ],
  principle: [
    {
      text_en: 'Write it down',
      text_fr: 'Tout mettre par écrit',
      subtext_en: 'Decisions live in documents, not memories',
      subtext_fr: 'Les décisions vivent dans des documents, pas dans les mémoires',
      description_en:
        'With teams in two cities and across the country, we write decisions down so everyone can read why, whenever they join.',
      description_fr:
        'Avec des équipes dans deux villes et partout au pays, on consigne les décisions pour que chacun puisse en lire les raisons, peu importe quand il arrive.',
    },
    {
      text_en: 'Small steps, shipped often',
      text_fr: 'Des petits pas, livrés souvent',
      subtext_en: 'Better today than perfect in March',
      subtext_fr: 'Mieux vaut aujourd’hui que parfait en mars',
      description_en: 'We prefer a small improvement members can use this week to a big project they wait months for.',
      description_fr:
        'On préfère une petite amélioration utile aux membres cette semaine à un gros projet qu’ils attendront des mois.',
    },
    {
      text_en: 'Measure what members save',
      text_fr: 'Mesurer ce que les membres économisent',
      subtext_en: 'Not clicks, not downloads',
      subtext_fr: 'Pas les clics, pas les téléchargements',
      description_en:
        'Our main number is how much students save with SPC. A feature that does not move it has to earn its place another way.',
      description_fr:
        'Notre indicateur principal, c’est ce que les étudiants économisent avec SPC. Une fonction qui ne le fait pas bouger doit justifier sa place autrement.',
    },
    {
      text_en: 'Disagree, then commit',
      text_fr: 'Débattre, puis s’engager',
      subtext_en: 'Say it in the meeting, back it after',
      subtext_fr: 'Le dire en réunion, le soutenir ensuite',
      description_en:
        'Everyone is expected to speak up before a decision. Once it is made, we all help it succeed — and revisit it openly if the facts change.',
      description_fr:
        'On s’attend à ce que chacun donne son avis avant une décision. Une fois prise, tout le monde aide à la réussir, et on la revoit ouvertement si les faits changent.',
    },
    {
      text_en: 'Accessible by default',
      text_fr: 'Accessible d’emblée',
      subtext_en: 'Every student, every device',
      subtext_fr: 'Chaque étudiant, chaque appareil',
      description_en:
        'What we build works with a screen reader, on a small screen and on a slow connection. Accessibility is part of done, not a later task.',
      description_fr:
        'Ce que nous bâtissons fonctionne avec un lecteur d’écran, sur un petit écran et sur une connexion lente. L’accessibilité fait partie du travail terminé, pas d’une tâche pour plus tard.',
    },
  ],
  partner: [
    {
      text_en: 'Café Étoile',
      text_fr: 'Café Étoile',
      subtext_en: 'Nadia, owner · local café, Montréal',
      subtext_fr: 'Nadia, propriétaire · café de quartier, Montréal',
      description_en:
        '“Students were always our morning regulars. Since we joined SPC, they bring their friends, and the SPC team actually calls to ask how it is going.”',
      description_fr:
        '« Les étudiants ont toujours été nos habitués du matin. Depuis qu’on est avec SPC, ils amènent leurs amis, et l’équipe de SPC nous appelle pour vrai pour savoir comment ça va. »',
    },
    {
      text_en: 'Northbound Denim',
      text_fr: 'Northbound Denim',
      subtext_en: 'Retail marketing lead · national fashion brand',
      subtext_fr: 'Responsable du marketing de détail · marque de mode nationale',
      description_en:
        '“Our back-to-school offer with SPC is our best-performing student campaign every year, in store and online.”',
      description_fr:
        '« Notre offre de la rentrée avec SPC est chaque année notre meilleure campagne auprès des étudiants, en magasin comme en ligne. »',
    },
    {
      text_en: 'Maple Ridge Yoga',
      text_fr: 'Maple Ridge Yoga',
      subtext_en: 'Studio manager · fitness studio',
      subtext_fr: 'Gérante de studio · studio de mise en forme',
      description_en:
        '“A free first week for SPC members fills our quiet afternoon classes, and a lot of those students stay for the whole year.”',
      description_fr:
        '« Une première semaine gratuite pour les membres SPC remplit nos cours tranquilles de l’après-midi, et bien des étudiants restent toute l’année. »',
    },
    {
      text_en: 'ByteNorth Electronics',
      text_fr: 'ByteNorth Electronics',
      subtext_en: 'E-commerce director · tech retailer',
      subtext_fr: 'Directeur du commerce en ligne · détaillant techno',
      description_en:
        '“SPC codes are simple to set up and the support team flags problems before our customers do. That is rare.”',
      description_fr:
        '« Les codes SPC sont simples à configurer, et l’équipe du soutien nous signale les problèmes avant nos clients. C’est rare. »',
    },
    {
      text_en: 'Globetrotter Student Travel',
      text_fr: 'Globetrotter Student Travel',
      subtext_en: 'Partnerships manager · travel agency',
      subtext_fr: 'Gestionnaire des partenariats · agence de voyages',
      description_en:
        '“Reading week bookings from SPC members grow every year. They plan ahead and they travel across Canada.”',
      description_fr:
        '« Les réservations des membres SPC pour la relâche augmentent chaque année. Ils planifient d’avance et voyagent partout au Canada. »',
    },
    {
      text_en: 'Student unions',
      text_fr: 'Associations étudiantes',
      subtext_en: 'Campus partners across the country',
      subtext_fr: 'Partenaires de campus partout au pays',
      description_en:
        'Student unions offer SPC to their members through campus codes, and we sign the shops around their campus together.',
      description_fr:
        'Les associations étudiantes offrent SPC à leurs membres grâce aux codes de campus, et nous recrutons ensemble les commerces autour de leur campus.',
    },
    {
      text_en: 'Poutinerie du Coin',
      text_fr: 'Poutinerie du Coin',
      subtext_en: 'Marc, co-owner · quick-service restaurant',
      subtext_fr: 'Marc, copropriétaire · restauration rapide',
      description_en:
        '“We are two blocks from a cégep. The SPC card brought students in on weeknights, when we needed them most.”',
      description_fr:
        '« On est à deux coins de rue d’un cégep. La carte SPC nous a amené des étudiants les soirs de semaine, quand on en avait le plus besoin. »',
    },
  ],
};

export const JOB_OPENINGS: SeedJobOpening[] = [
  {
    title_en: 'Senior Full-Stack Developer (TypeScript)',
    title_fr: 'Développeur ou développeuse full stack principal (TypeScript)',
    team_en: 'Product & Engineering',
    team_fr: 'Produit et ingénierie',
    location_en: 'Toronto (hybrid)',
    location_fr: 'Toronto (hybride)',
    employment_type: 'full-time',
    posted_on: '2026-10-06',
    description_en: `Our website and app are how hundreds of thousands of students find a deal, show their card and save. We are a small team that owns the whole product: a React web app, a TypeScript API and the services behind the digital card.

## What you will do

- Build features end to end, from the database to the screen, in English and in French
- Keep pages fast on mid-range phones and slow campus Wi-Fi
- Review code, write tests, and improve how the team ships
- Work with design, partnerships and support to understand what members need

## What you bring

- Five or more years building web products with TypeScript, React and Node.js
- Solid SQL, ideally PostgreSQL
- Care for accessibility, performance and readable code
- Clear written communication; French is an asset, not a requirement

## The details

- Salary range: $125,000 to $150,000, plus our benefits
- Hybrid: two days a week at our office on Spadina Avenue

## How to apply

Send your résumé and a few lines about something you built that you are proud of to [careers@spccard.ca](mailto:careers@spccard.ca), with the job title in the subject line.
`,
    description_fr: `Notre site et notre appli, c’est là que des centaines de milliers d’étudiants trouvent une offre, montrent leur carte et économisent. Nous sommes une petite équipe responsable de tout le produit : une application Web React, une API TypeScript et les services derrière la carte numérique.

## Ce que vous ferez

- Bâtir des fonctions de bout en bout, de la base de données à l’écran, en français et en anglais
- Garder les pages rapides sur des téléphones de milieu de gamme et sur le Wi-Fi lent des campus
- Réviser du code, écrire des tests et améliorer notre façon de livrer
- Travailler avec le design, les partenariats et le soutien pour comprendre les besoins des membres

## Ce que vous apportez

- Au moins cinq ans d’expérience à bâtir des produits Web avec TypeScript, React et Node.js
- De solides connaissances en SQL, idéalement PostgreSQL
- Le souci de l’accessibilité, de la performance et d’un code lisible
- Une communication écrite claire; le français est un atout, pas une exigence

## Les détails

- Échelle salariale : de 125 000 $ à 150 000 $, plus nos avantages sociaux
- Mode hybride : deux jours par semaine à notre bureau de l’avenue Spadina

## Pour postuler

Envoyez votre CV et quelques lignes sur une réalisation qui vous tient à cœur à [careers@spccard.ca](mailto:careers@spccard.ca), en indiquant le titre du poste en objet.
`,
  },
  {
    title_en: 'Partnerships Manager, Quebec',
    title_fr: 'Chargé ou chargée de partenariats, Québec',
    team_en: 'Partnerships',
    team_fr: 'Partenariats',
    location_en: 'Montréal (hybrid)',
    location_fr: 'Montréal (hybride)',
    employment_type: 'full-time',
    posted_on: '2026-09-15',
    description_en: `Quebec is one of our largest provinces for members, and we want every student there to find great deals near their cégep or university. You will grow and look after our partners across the province.

## What you will do

- Sign new partners in Montréal, Québec City, Sherbrooke and beyond, from local cafés to national brands
- Build each offer with the partner so that it is worth it for students and simple to redeem
- Look after a portfolio of about 80 partners: check-ins, renewals, seasonal campaigns
- Work with student unions on campus partnerships

## What you bring

- Three or more years in sales, partnerships or account management
- Fluent French and professional English
- Comfort on the phone, in a meeting and at a campus event
- A good knowledge of Quebec’s student life and local businesses

## The details

- Salary range: $68,000 to $80,000, plus commission and our benefits
- Hybrid: two days a week at our Montréal office, and regular travel in Quebec

## How to apply

Send your résumé, in French or English, to [careers@spccard.ca](mailto:careers@spccard.ca) with the job title in the subject line.
`,
    description_fr: `Le Québec compte parmi nos provinces où il y a le plus de membres, et nous voulons que chaque étudiant y trouve de belles offres près de son cégep ou de son université. Vous développerez et entretiendrez nos partenariats partout dans la province.

## Ce que vous ferez

- Recruter de nouveaux partenaires à Montréal, à Québec, à Sherbrooke et ailleurs, du café de quartier à la marque nationale
- Bâtir chaque offre avec le partenaire pour qu’elle vaille la peine pour les étudiants et qu’elle soit simple à utiliser
- Gérer un portefeuille d’environ 80 partenaires : suivis, renouvellements, campagnes saisonnières
- Collaborer avec les associations étudiantes aux partenariats de campus

## Ce que vous apportez

- Au moins trois ans d’expérience en vente, en partenariats ou en gestion de comptes
- Un français impeccable et un anglais professionnel
- De l’aisance au téléphone, en réunion comme dans un kiosque sur un campus
- Une bonne connaissance de la vie étudiante et des commerces locaux du Québec

## Les détails

- Échelle salariale : de 68 000 $ à 80 000 $, plus commissions et avantages sociaux
- Mode hybride : deux jours par semaine à notre bureau de Montréal, et des déplacements réguliers au Québec

## Pour postuler

Envoyez votre CV, en français ou en anglais, à [careers@spccard.ca](mailto:careers@spccard.ca) en indiquant le titre du poste en objet.
`,
  },
  {
    title_en: 'Bilingual Member Support Specialist',
    title_fr: 'Spécialiste du soutien aux membres, bilingue',
    team_en: 'Member Support',
    team_fr: 'Soutien aux membres',
    location_en: 'Remote in Canada',
    location_fr: 'Télétravail, partout au Canada',
    employment_type: 'part-time',
    posted_on: '2026-11-03',
    description_en: `When a code does not work at checkout or a card will not activate, our support team makes it right. We answer every message within one business day, in the member’s language. This part-time role (20 to 25 hours a week) is ideal alongside studies or another commitment.

## What you will do

- Answer member questions by e-mail and through the contact form, in English and in French
- Solve account, billing and activation problems with our internal tools
- Report codes and offers that are not working to the partnerships team
- Suggest improvements to our FAQ based on what members ask

## What you bring

- Fluent English and French, written and spoken
- Patience, warmth and a knack for explaining things simply
- Experience in customer service, in any setting
- A quiet place to work and a reliable internet connection

## The details

- $24 an hour, with a flexible schedule between 8 a.m. and 8 p.m. Eastern on weekdays
- Part-time employees receive free SPC+ and our learning budget

## How to apply

Write to [careers@spccard.ca](mailto:careers@spccard.ca) with your résumé. Include a short reply, in French, to this member message: "My promo code says it has expired, but the deal page says it is valid until Friday."
`,
    description_fr: `Quand un code ne fonctionne pas à la caisse ou qu’une carte refuse de s’activer, notre équipe du soutien règle le problème. Nous répondons à chaque message en un jour ouvrable, dans la langue du membre. Ce poste à temps partiel (de 20 à 25 heures par semaine) se concilie bien avec des études ou un autre engagement.

## Ce que vous ferez

- Répondre aux questions des membres par courriel et par le formulaire de contact, en français et en anglais
- Régler les problèmes de compte, de facturation et d’activation avec nos outils internes
- Signaler à l’équipe des partenariats les codes et les offres qui ne fonctionnent pas
- Proposer des améliorations à notre FAQ selon les questions des membres

## Ce que vous apportez

- Un français et un anglais courants, à l’écrit comme à l’oral
- De la patience, de la chaleur humaine et le don d’expliquer simplement
- De l’expérience en service à la clientèle, peu importe le milieu
- Un endroit calme où travailler et une connexion Internet fiable

## Les détails

- 24 $ de l’heure, horaire flexible entre 8 h et 20 h (heure de l’Est), en semaine
- Les employés à temps partiel profitent de SPC+ gratuit et de notre budget de formation

## Pour postuler

Écrivez à [careers@spccard.ca](mailto:careers@spccard.ca) en joignant votre CV. Ajoutez une courte réponse, en anglais, à ce message d’un membre : « Mon code promo dit qu’il est expiré, mais la page de l’offre indique qu’il est valide jusqu’à vendredi. »
`,
  },
  {
    title_en: 'Campus Marketing Intern (Winter 2027)',
    title_fr: 'Stagiaire en marketing de campus (hiver 2027)',
    team_en: 'Marketing',
    team_fr: 'Marketing',
    location_en: 'Toronto (hybrid)',
    location_fr: 'Toronto (hybride)',
    employment_type: 'internship',
    posted_on: '2026-10-20',
    description_en: `A four-month paid internship, January to April 2027, for a student who wants to learn marketing by doing it. You will work with our campus marketing manager and our network of student ambassadors.

## What you will do

- Plan the reading-week and end-of-term campaigns on social media and in member e-mails
- Help coordinate our campus ambassadors and their events
- Write short posts, deal highlights and the occasional blog article
- Measure what worked and present it to the team at the end of your term

## What you bring

- You are enrolled in a college or university program in marketing, communications, business or a related field, and eligible for a co-op or internship term
- You write well and you know what students actually read
- You are organised and comfortable juggling several small projects
- French is a strong asset

## The details

- $22 an hour, full-time hours for 16 weeks
- Hybrid: two days a week at our Toronto office

## How to apply

Send your résumé and three social posts you wrote (for any account, including a club’s) to [careers@spccard.ca](mailto:careers@spccard.ca) by November 30, 2026.
`,
    description_fr: `Un stage rémunéré de quatre mois, de janvier à avril 2027, pour un étudiant ou une étudiante qui veut apprendre le marketing sur le terrain. Vous travaillerez avec notre gestionnaire du marketing sur les campus et notre réseau d’ambassadeurs étudiants.

## Ce que vous ferez

- Planifier les campagnes de la relâche et de la fin de session sur les réseaux sociaux et dans les courriels aux membres
- Aider à coordonner nos ambassadeurs de campus et leurs événements
- Rédiger de courtes publications, des mises en valeur d’offres et, à l’occasion, un article de blogue
- Mesurer ce qui a fonctionné et le présenter à l’équipe à la fin de votre stage

## Ce que vous apportez

- Vous étudiez dans un programme collégial ou universitaire en marketing, en communication, en administration ou dans un domaine connexe, et admissible à un stage
- Vous écrivez bien et vous savez ce que les étudiants lisent vraiment
- Vous avez le sens de l’organisation et jonglez volontiers avec plusieurs petits projets
- Le français est un atout important

## Les détails

- 22 $ de l’heure, horaire à temps plein pendant 16 semaines
- Mode hybride : deux jours par semaine à notre bureau de Toronto

## Pour postuler

Envoyez votre CV et trois publications pour les réseaux sociaux que vous avez rédigées (pour n’importe quel compte, y compris celui d’une association) à [careers@spccard.ca](mailto:careers@spccard.ca) d’ici le 30 novembre 2026.
`,
  },
  {
    title_en: 'French Content Writer (6-month contract)',
    title_fr: 'Rédacteur ou rédactrice de contenu francophone (contrat de 6 mois)',
    team_en: 'Brand & Content',
    team_fr: 'Marque et contenu',
    location_en: 'Montréal or remote in Canada',
    location_fr: 'Montréal ou télétravail au Canada',
    employment_type: 'contract',
    posted_on: '2026-11-10',
    description_en: `About a third of our members read SPC in French, and they deserve French that reads as if it were written for them — because it was. We are looking for a writer to create French content from the start, not translate it.

## What you will do

- Write deal descriptions, e-mails, blog posts and app text in Quebec French
- Adapt campaigns written in English so they work for francophone students
- Keep our French style guide and glossary up to date
- Review French text written by other teams before it ships

## What you bring

- Native-level French and a strong feel for the way Quebec students speak and read
- Three or more years writing for the web, marketing or media
- Good English reading skills
- A portfolio of published work in French

## The details

- Six-month contract from January 2027, about 30 hours a week, with a possible extension
- Rate: $45 to $55 an hour depending on experience
- Work from our Montréal office or remotely anywhere in Canada

## How to apply

Send your résumé and three writing samples to [careers@spccard.ca](mailto:careers@spccard.ca).
`,
    description_fr: `Environ le tiers de nos membres lisent SPC en français, et ils méritent un français qui se lit comme s’il avait été écrit pour eux, parce que c’est le cas. Nous cherchons une plume pour créer du contenu en français dès le départ, pas pour le traduire.

## Ce que vous ferez

- Rédiger des descriptions d’offres, des courriels, des articles de blogue et les textes de l’appli dans un français d’ici
- Adapter les campagnes rédigées en anglais pour qu’elles parlent aux étudiants francophones
- Tenir à jour notre guide de rédaction et notre lexique français
- Réviser les textes français des autres équipes avant leur publication

## Ce que vous apportez

- Un français de niveau langue maternelle et une bonne oreille pour la façon dont les étudiants québécois parlent et lisent
- Au moins trois ans d’expérience en rédaction Web, en marketing ou dans les médias
- Une bonne compréhension de l’anglais écrit
- Un portfolio de textes publiés en français

## Les détails

- Contrat de six mois à compter de janvier 2027, environ 30 heures par semaine, avec prolongation possible
- Tarif : de 45 $ à 55 $ de l’heure, selon l’expérience
- Travail à notre bureau de Montréal ou à distance, partout au Canada

## Pour postuler

Envoyez votre CV et trois exemples de textes à [careers@spccard.ca](mailto:careers@spccard.ca).
`,
  },
  {
    title_en: 'Data Analyst',
    title_fr: 'Analyste de données',
    team_en: 'Product & Engineering',
    team_fr: 'Produit et ingénierie',
    location_en: 'Remote in Canada',
    location_fr: 'Télétravail, partout au Canada',
    employment_type: 'full-time',
    posted_on: '2026-09-29',
    description_en: `Our most important number is how much students save with SPC. We want to measure it better, and to help partners and our own teams understand which deals matter to students.

## What you will do

- Build and maintain the dashboards the company uses every week: savings, redemptions, memberships
- Answer questions from partnerships and marketing with clear, honest analysis
- Prepare the seasonal reports we share with partners after back-to-school and the holidays
- Work with engineering to improve how we collect data — only what we need, kept only as long as we need it

## What you bring

- Two or more years of experience in data analysis
- Strong SQL and one analysis language (Python or R)
- The ability to explain a result to someone who does not read charts every day
- Respect for privacy: you know why PIPEDA and Quebec’s Law 25 matter

## The details

- Salary range: $82,000 to $98,000, plus our benefits
- Fully remote within Canada, with a trip to Toronto or Montréal twice a year

## How to apply

Send your résumé and a short note about an analysis that changed someone’s mind to [careers@spccard.ca](mailto:careers@spccard.ca).
`,
    description_fr: `Notre indicateur le plus important, c’est ce que les étudiants économisent avec SPC. Nous voulons mieux le mesurer, et aider nos partenaires et nos équipes à comprendre quelles offres comptent pour les étudiants.

## Ce que vous ferez

- Bâtir et maintenir les tableaux de bord que l’entreprise consulte chaque semaine : économies, utilisations d’offres, abonnements
- Répondre aux questions des équipes des partenariats et du marketing par des analyses claires et honnêtes
- Préparer les bilans saisonniers que nous remettons aux partenaires après la rentrée et les Fêtes
- Collaborer avec l’ingénierie pour améliorer notre collecte de données : seulement ce qu’il faut, conservé seulement le temps nécessaire

## Ce que vous apportez

- Au moins deux ans d’expérience en analyse de données
- Une solide maîtrise du SQL et d’un langage d’analyse (Python ou R)
- La capacité d’expliquer un résultat à quelqu’un qui ne lit pas des graphiques tous les jours
- Le respect de la vie privée : vous savez pourquoi la LPRPDE et la Loi 25 du Québec sont importantes

## Les détails

- Échelle salariale : de 82 000 $ à 98 000 $, plus nos avantages sociaux
- Télétravail complet au Canada, avec un séjour à Toronto ou à Montréal deux fois par année

## Pour postuler

Envoyez votre CV et une courte note sur une analyse qui a fait changer quelqu’un d’avis à [careers@spccard.ca](mailto:careers@spccard.ca).
`,
  },
];

/** Where résumés go (the careers page's e-mail link). */
export const CAREERS_EMAIL = 'careers@spccard.ca';
