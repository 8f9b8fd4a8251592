// The nine categories of spec §2 and their subcategories, in both languages, with the things their
// offers are about ("items": English plural, French with its article, as it follows "sur").
import type { CategorySlug } from '@spc/domain/categories';

export interface Phrase {
  en: string;
  fr: string;
}

export interface SubcategorySeed {
  urlName: string;
  nameEn: string;
  nameFr: string;
  items: readonly Phrase[];
}

export interface CategorySeed {
  slug: CategorySlug;
  nameEn: string;
  nameFr: string;
  subcategories: readonly SubcategorySeed[];
}

const p = (en: string, fr: string): Phrase => ({ en, fr });

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    slug: 'fitness',
    nameEn: 'Fitness',
    nameFr: 'Mise en forme',
    subcategories: [
      {
        urlName: 'gyms',
        nameEn: 'Gyms',
        nameFr: 'Centres de conditionnement',
        items: [
          p('monthly memberships', 'les abonnements mensuels'),
          p('annual memberships', 'les abonnements annuels'),
          p('personal training sessions', "les séances d'entraînement personnel"),
        ],
      },
      {
        urlName: 'yoga-pilates',
        nameEn: 'Yoga & Pilates',
        nameFr: 'Yoga et Pilates',
        items: [
          p('class passes', 'les cartes de cours'),
          p('drop-in classes', "les cours à l'unité"),
          p('unlimited monthly passes', 'les forfaits mensuels illimités'),
        ],
      },
      {
        urlName: 'cycling-running',
        nameEn: 'Cycling & Running',
        nameFr: 'Vélo et course',
        items: [
          p('spin classes', 'les cours de vélo stationnaire'),
          p('running clinics', 'les cliniques de course'),
          p('bike tune-ups', 'les mises au point de vélo'),
        ],
      },
      {
        urlName: 'climbing-combat',
        nameEn: 'Climbing & Combat sports',
        nameFr: 'Escalade et sports de combat',
        items: [
          p('day passes', "les laissez-passer d'une journée"),
          p('gear rentals', "la location d'équipement"),
          p('intro courses', "les cours d'initiation"),
        ],
      },
      {
        urlName: 'sporting-goods',
        nameEn: 'Sporting goods',
        nameFr: 'Articles de sport',
        items: [
          p('athletic wear', 'les vêtements de sport'),
          p('workout gear', "l'équipement d'entraînement"),
          p('swim lessons', 'les cours de natation'),
        ],
      },
    ],
  },
  {
    slug: 'food',
    nameEn: 'Food',
    nameFr: 'Restauration',
    subcategories: [
      {
        urlName: 'restaurants',
        nameEn: 'Restaurants',
        nameFr: 'Restaurants',
        items: [
          p('all menu items', 'tout le menu'),
          p('dinner entrées', 'les plats principaux au souper'),
          p('lunch specials', 'les spéciaux du midi'),
        ],
      },
      {
        urlName: 'cafes-bakeries',
        nameEn: 'Cafés & Bakeries',
        nameFr: 'Cafés et boulangeries',
        items: [
          p('specialty coffees', 'les cafés de spécialité'),
          p('fresh pastries', 'les viennoiseries'),
          p('breakfast sandwiches', 'les sandwichs déjeuner'),
        ],
      },
      {
        urlName: 'quick-service',
        nameEn: 'Quick service & Takeout',
        nameFr: 'Service rapide et plats pour emporter',
        items: [
          p('pizzas', 'les pizzas'),
          p('combo meals', 'les trios'),
          p('poutines', 'les poutines'),
          p('burritos and tacos', 'les burritos et les tacos'),
        ],
      },
      {
        urlName: 'groceries-meal-kits',
        nameEn: 'Groceries & Meal kits',
        nameFr: 'Épicerie et prêts-à-cuisiner',
        items: [
          p('meal kits', 'les boîtes-repas'),
          p('grocery orders', "les commandes d'épicerie"),
          p('organic produce', 'les fruits et légumes biologiques'),
        ],
      },
      {
        urlName: 'desserts-drinks',
        nameEn: 'Desserts & Drinks',
        nameFr: 'Desserts et boissons',
        items: [
          p('smoothies', 'les smoothies'),
          p('ice cream', 'la crème glacée'),
          p('bubble tea', 'le thé aux perles'),
        ],
      },
    ],
  },
  {
    slug: 'travel',
    nameEn: 'Travel',
    nameFr: 'Voyages',
    subcategories: [
      {
        urlName: 'flights',
        nameEn: 'Flights',
        nameFr: 'Vols',
        items: [
          p('student fares', 'les tarifs étudiants'),
          p('round-trip flights', 'les vols aller-retour'),
          p('seat selection', 'la sélection de sièges'),
        ],
      },
      {
        urlName: 'hotels-hostels',
        nameEn: 'Hotels & Hostels',
        nameFr: 'Hôtels et auberges',
        items: [
          p('hotel stays', "les séjours à l'hôtel"),
          p('weekend getaways', 'les escapades de fin de semaine'),
          p('dorm beds', 'les lits en dortoir'),
        ],
      },
      {
        urlName: 'trains-buses',
        nameEn: 'Trains & Buses',
        nameFr: 'Trains et autocars',
        items: [
          p('train tickets', 'les billets de train'),
          p('bus passes', "les laissez-passer d'autocar"),
          p('airport shuttles', "les navettes vers l'aéroport"),
        ],
      },
      {
        urlName: 'tours-experiences',
        nameEn: 'Tours & Experiences',
        nameFr: 'Excursions et expériences',
        items: [
          p('guided tours', 'les visites guidées'),
          p('kayak tours', 'les excursions en kayak'),
          p('ski trips', 'les voyages de ski'),
        ],
      },
      {
        urlName: 'rentals-gear',
        nameEn: 'Car rental & Travel gear',
        nameFr: "Location d'auto et accessoires de voyage",
        items: [
          p('car rentals', "la location d'auto"),
          p('travel insurance', "l'assurance voyage"),
          p('luggage', 'les valises'),
        ],
      },
    ],
  },
  {
    slug: 'fashion',
    nameEn: 'Fashion',
    nameFr: 'Mode',
    subcategories: [
      {
        urlName: 'clothing',
        nameEn: 'Clothing',
        nameFr: 'Vêtements',
        items: [
          p('jeans', 'les jeans'),
          p('hoodies', 'les kangourous'),
          p('sweatpants', 'les pantalons en coton ouaté'),
          p('jackets', 'les manteaux'),
          p('T-shirts', 'les t-shirts'),
        ],
      },
      {
        urlName: 'footwear',
        nameEn: 'Footwear',
        nameFr: 'Chaussures',
        items: [p('sneakers', 'les espadrilles'), p('boots', 'les bottes'), p('shoes', 'les chaussures')],
      },
      {
        urlName: 'accessories-jewellery',
        nameEn: 'Accessories & Jewellery',
        nameFr: 'Accessoires et bijoux',
        items: [
          p('jewellery', 'les bijoux'),
          p('bags and backpacks', 'les sacs et les sacs à dos'),
          p('hats and tuques', 'les chapeaux et les tuques'),
        ],
      },
      {
        urlName: 'eyewear',
        nameEn: 'Eyewear',
        nameFr: 'Lunetterie',
        items: [
          p('prescription glasses', 'les lunettes sur ordonnance'),
          p('sunglasses', 'les lunettes de soleil'),
          p('contact lenses', 'les verres de contact'),
        ],
      },
      {
        urlName: 'swim-vintage',
        nameEn: 'Swimwear & Vintage',
        nameFr: 'Maillots et friperie',
        items: [
          p('swimwear', 'les maillots de bain'),
          p('vintage finds', 'les trouvailles vintage'),
          p('knitwear', 'les tricots'),
        ],
      },
    ],
  },
  {
    slug: 'tech-mobile',
    nameEn: 'Tech & Mobile',
    nameFr: 'Techno et mobile',
    subcategories: [
      {
        urlName: 'phones-plans',
        nameEn: 'Phones & Plans',
        nameFr: 'Téléphones et forfaits',
        items: [
          p('mobile plans', 'les forfaits mobiles'),
          p('unlocked phones', 'les téléphones déverrouillés'),
          p('phone cases', 'les étuis de téléphone'),
        ],
      },
      {
        urlName: 'computers-tablets',
        nameEn: 'Computers & Tablets',
        nameFr: 'Ordinateurs et tablettes',
        items: [
          p('laptops', 'les ordinateurs portables'),
          p('tablets', 'les tablettes'),
          p('refurbished laptops', 'les portables remis à neuf'),
        ],
      },
      {
        urlName: 'audio-gaming',
        nameEn: 'Audio & Gaming',
        nameFr: 'Audio et jeux vidéo',
        items: [
          p('headphones', 'les écouteurs'),
          p('gaming keyboards', 'les claviers de jeu'),
          p('controllers', 'les manettes'),
        ],
      },
      {
        urlName: 'tech-accessories',
        nameEn: 'Accessories',
        nameFr: 'Accessoires techno',
        items: [
          p('chargers and cables', 'les chargeurs et les câbles'),
          p('power banks', 'les batteries externes'),
          p('screen protectors', "les protecteurs d'écran"),
        ],
      },
      {
        urlName: 'software-services',
        nameEn: 'Software & Services',
        nameFr: 'Logiciels et services',
        items: [
          p('cloud storage plans', 'les forfaits de stockage infonuagique'),
          p('coding courses', 'les cours de programmation'),
          p('photo prints', 'les impressions photo'),
        ],
      },
    ],
  },
  {
    slug: 'local',
    nameEn: 'Local',
    nameFr: 'Local',
    subcategories: [
      {
        urlName: 'repairs-cleaning',
        nameEn: 'Repairs & Cleaning',
        nameFr: 'Réparations et nettoyage',
        items: [
          p('bike repairs', 'les réparations de vélo'),
          p('phone screen repairs', "les réparations d'écran de téléphone"),
          p('dry cleaning', 'le nettoyage à sec'),
          p('shoe repairs', 'la cordonnerie'),
        ],
      },
      {
        urlName: 'neighbourhood-shops',
        nameEn: 'Neighbourhood shops',
        nameFr: 'Commerces de quartier',
        items: [
          p('fresh flowers', 'les fleurs fraîches'),
          p('local gifts', 'les cadeaux faits ici'),
          p('second-hand finds', "les articles d'occasion"),
        ],
      },
      {
        urlName: 'pets',
        nameEn: 'Pets',
        nameFr: 'Animaux',
        items: [
          p('dog grooming', 'le toilettage pour chiens'),
          p('pet food', 'la nourriture pour animaux'),
          p('pet daycare', 'la garderie pour chiens'),
        ],
      },
      {
        urlName: 'lessons-tutoring',
        nameEn: 'Lessons & Tutoring',
        nameFr: 'Cours et tutorat',
        items: [
          p('tutoring sessions', 'les séances de tutorat'),
          p('music lessons', 'les cours de musique'),
          p('driving lessons', 'les cours de conduite'),
        ],
      },
      {
        urlName: 'print-photo',
        nameEn: 'Printing & Photo',
        nameFr: 'Impression et photo',
        items: [
          p('printing', "l'impression"),
          p('passport photos', 'les photos de passeport'),
          p('custom T-shirts', 'les t-shirts personnalisés'),
        ],
      },
    ],
  },
  {
    slug: 'beauty',
    nameEn: 'Beauty',
    nameFr: 'Beauté',
    subcategories: [
      {
        urlName: 'skincare',
        nameEn: 'Skincare',
        nameFr: 'Soins de la peau',
        items: [
          p('facials', 'les soins du visage'),
          p('skincare products', 'les produits de soins de la peau'),
          p('moisturizers', 'les crèmes hydratantes'),
        ],
      },
      {
        urlName: 'makeup',
        nameEn: 'Makeup',
        nameFr: 'Maquillage',
        items: [
          p('makeup', 'le maquillage'),
          p('lipsticks', 'les rouges à lèvres'),
          p('makeup brushes', 'les pinceaux à maquillage'),
        ],
      },
      {
        urlName: 'hair-barbers',
        nameEn: 'Hair & Barbers',
        nameFr: 'Coiffure et barbiers',
        items: [
          p('haircuts', 'les coupes de cheveux'),
          p('colour services', 'les colorations'),
          p('beard trims', 'les tailles de barbe'),
        ],
      },
      {
        urlName: 'nails-lashes',
        nameEn: 'Nails & Lashes',
        nameFr: 'Ongles et cils',
        items: [
          p('manicures', 'les manucures'),
          p('lash extensions', 'les extensions de cils'),
          p('brow shaping', "l'épilation des sourcils"),
        ],
      },
      {
        urlName: 'spa-body',
        nameEn: 'Spa & Body care',
        nameFr: 'Spa et soins du corps',
        items: [
          p('massages', 'les massages'),
          p('bath products', 'les produits pour le bain'),
          p('handmade soaps', 'les savons artisanaux'),
        ],
      },
    ],
  },
  {
    slug: 'entertainment',
    nameEn: 'Entertainment',
    nameFr: 'Divertissement',
    subcategories: [
      {
        urlName: 'movies',
        nameEn: 'Movies',
        nameFr: 'Cinéma',
        items: [
          p('movie tickets', 'les billets de cinéma'),
          p('popcorn combos', 'les combos maïs soufflé'),
          p('matinee screenings', 'les représentations en matinée'),
        ],
      },
      {
        urlName: 'streaming-music',
        nameEn: 'Streaming & Music',
        nameFr: 'Diffusion en continu et musique',
        items: [
          p('premium subscriptions', 'les abonnements Premium'),
          p('vinyl records', 'les disques vinyles'),
          p('audiobooks', 'les livres audio'),
        ],
      },
      {
        urlName: 'activities',
        nameEn: 'Activities',
        nameFr: 'Activités',
        items: [
          p('escape rooms', "les jeux d'évasion"),
          p('bowling', 'les parties de quilles'),
          p('arcade games', "les jeux d'arcade"),
          p('axe throwing', 'le lancer de hache'),
        ],
      },
      {
        urlName: 'shows-events',
        nameEn: 'Shows & Events',
        nameFr: 'Spectacles et événements',
        items: [
          p('concert tickets', 'les billets de concert'),
          p('comedy shows', "les spectacles d'humour"),
          p('festival passes', 'les passeports de festival'),
        ],
      },
      {
        urlName: 'games-nights',
        nameEn: 'Games & Nights out',
        nameFr: 'Jeux et sorties',
        items: [
          p('board game nights', 'les soirées jeux de société'),
          p('karaoke rooms', 'les salles de karaoké'),
          p('mini golf', 'le mini-golf'),
        ],
      },
    ],
  },
  {
    slug: 'lifestyle',
    nameEn: 'Lifestyle',
    nameFr: 'Style de vie',
    subcategories: [
      {
        urlName: 'home-decor',
        nameEn: 'Home & Décor',
        nameFr: 'Maison et déco',
        items: [
          p('home décor', 'les articles de déco'),
          p('bedding', 'la literie'),
          p('mattresses', 'les matelas'),
          p('candles', 'les chandelles'),
        ],
      },
      {
        urlName: 'books-stationery',
        nameEn: 'Books & Stationery',
        nameFr: 'Livres et papeterie',
        items: [
          p('books', 'les livres'),
          p('notebooks and planners', 'les cahiers et les agendas'),
          p('art supplies', "le matériel d'artiste"),
        ],
      },
      {
        urlName: 'gifts-plants',
        nameEn: 'Gifts & Plants',
        nameFr: 'Cadeaux et plantes',
        items: [
          p('houseplants', "les plantes d'intérieur"),
          p('gift boxes', 'les coffrets-cadeaux'),
          p('loose-leaf teas', 'les thés en vrac'),
        ],
      },
      {
        urlName: 'student-services',
        nameEn: 'Student services',
        nameFr: 'Services aux étudiants',
        items: [
          p('moving services', 'les services de déménagement'),
          p('storage units', "les unités d'entreposage"),
          p('language courses', 'les cours de langue'),
        ],
      },
      {
        urlName: 'banking',
        nameEn: 'Banking',
        nameFr: 'Services bancaires',
        items: [
          p('student bank accounts', 'les comptes bancaires étudiants'),
          p('student credit cards', 'les cartes de crédit étudiantes'),
        ],
      },
    ],
  },
];
