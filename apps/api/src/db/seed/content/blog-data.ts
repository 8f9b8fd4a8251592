// Blog posts (/blogs, /blog/{identifier}; issue 17: at least 6). Bodies are Markdown under the post's
// h1 (## and ### only); the French is written for Quebec and francophone readers, not translated line
// by line.
import type { SeedBlogPost } from './types.ts';

export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'student-budget-first-term',
    title_en: 'A student budget that survives the first term',
    title_fr: 'Un budget étudiant qui tient toute la session',
    summary_en:
      'Rent, groceries, a phone and a social life on a student income: a simple plan that still works in November.',
    summary_fr:
      'Loyer, épicerie, cellulaire et vie sociale avec un revenu d’étudiant : un plan simple qui tient encore en novembre.',
    author: 'Maya Chen',
    published_on: '2025-09-04',
    tags: ['budget', 'back to school', 'money'],
    cover: {
      key: 'blog/student-budget-first-term',
      motif: 'an open notebook with a hand-drawn budget, coins and a September calendar',
      alt_en: 'A notebook with a hand-drawn monthly budget beside a few coins',
      alt_fr: 'Un carnet avec un budget mensuel dessiné à la main, à côté de quelques pièces',
    },
    body_en: `September budgets are easy. There is a loan deposit in the account, a summer job’s savings on top, and everything feels affordable. The trouble starts around week eight, when the textbooks are bought, the takeout habit has settled in and the account is lower than it should be. Here is a plan that gets you to the end of the term without a panic call home.

## Start with what actually comes in

Write down every dollar you can count on between now and the end of April, not per month but for the whole year: student loans and grants (OSAP, Aide financière aux études or your province’s program), scholarships, savings, help from family, and a realistic figure for part-time work. Then divide by the number of months you need to cover. That is your real monthly income — usually lower than the September balance suggests.

## Then the costs you cannot avoid

List the fixed costs first, because they decide everything else:

- **Rent and utilities.** Ask your roommates now how you will split internet and hydro, not when the first bill arrives.
- **Phone plan.** If you are paying more than about $35 a month, shop around: student and bring-your-own-phone plans are common, and several of our [tech & mobile partners](/deals/category/tech-mobile) have member pricing.
- **Transit.** Many schools include a transit pass (U-Pass) in student fees. Check before you buy a monthly pass you already paid for.
- **Insurance and subscriptions.** Tenant insurance is cheap and worth it. Streaming subscriptions are not fixed costs; treat them as fun money.

Whatever is left after fixed costs is what you have for food, books, going out and everything else. If that number is small, it is better to know in September.

## Give every category a weekly number

Monthly budgets fail because a month is long. Divide your flexible money into weekly amounts: groceries, eating out, going out, personal. A student with $200 of flexible money a week might set $80 for groceries, $30 for eating out, $50 for going out and $40 for everything else. When the week’s eating-out money is gone, you cook. Next Monday, it comes back.

Use whatever tracking you will actually keep up: a banking app with categories, a spreadsheet, or a note on your phone where you write every purchase. Two minutes a day is enough.

## Cut the costs you do not notice

The biggest savings are rarely the obvious ones:

- **Textbooks.** Wait until the first class to see what is really required, then look for used copies, library reserves or the previous edition.
- **Coffee and lunches.** A $6 coffee and a $14 lunch five days a week is almost $400 a month. Bring lunch three days out of five and use a [member deal](/deals/category/food) on the other two.
- **Bank fees.** Most Canadian banks have a no-fee student account. If you are paying a monthly fee, you do not have to.
- **Taxes.** File a tax return even if you earned little. You may receive the GST/HST credit and carry forward your tuition credits for later, and in Quebec the solidarity tax credit.

## Keep a small buffer

Aim to keep $300 to $500 untouched for surprises: a broken phone screen, a last-minute flight home, a lab fee you did not expect. If you use it, rebuild it before you spend on anything else.

## Make your discounts do some of the work

A student card only saves money on things you were going to buy anyway. Before a purchase, take ten seconds to check whether a partner has a deal — groceries, a haircut, a gym pass, a new pair of boots. Members who use SPC a couple of times a month usually cover the $11.99 a year in the first few weeks.

The goal is not to spend nothing. It is to spend on purpose, so that December feels as easy as September did.
`,
    body_fr: `En septembre, faire un budget, c’est facile. Le dépôt des prêts et bourses vient d’entrer, il reste des économies de l’été et tout semble abordable. Les ennuis commencent vers la huitième semaine : les manuels sont achetés, l’habitude des repas pour emporter est bien installée et le compte est plus bas que prévu. Voici un plan pour se rendre à la fin de la session sans appel de détresse à la maison.

## Partez de ce qui entre vraiment

Notez chaque dollar sur lequel vous pouvez compter d’ici la fin d’avril, non pas par mois, mais pour toute l’année : prêts et bourses (Aide financière aux études, RAFEO ou le programme de votre province), bourses d’études, économies, aide de la famille et une estimation réaliste de votre revenu d’emploi à temps partiel. Divisez ensuite par le nombre de mois à couvrir. Vous obtenez votre vrai revenu mensuel, souvent plus bas que ce que laisse croire le solde de septembre.

## Puis les dépenses incontournables

Listez d’abord les frais fixes, parce que ce sont eux qui décident du reste :

- **Loyer et services.** Entendez-vous tout de suite avec vos colocs sur le partage d’Internet et de l’électricité, pas à l’arrivée de la première facture.
- **Forfait cellulaire.** Si vous payez plus de 35 $ environ par mois, magasinez : les forfaits étudiants et ceux où vous apportez votre propre appareil sont courants, et plusieurs de nos [partenaires techno et mobile](/deals/category/tech-mobile) ont des prix pour les membres.
- **Transport en commun.** Bien des établissements incluent le laissez-passer dans les frais étudiants. Vérifiez avant d’acheter une carte mensuelle déjà payée.
- **Assurances et abonnements.** L’assurance locataire coûte peu et en vaut la peine. Les abonnements de diffusion en continu, eux, ne sont pas des frais fixes : rangez-les dans les loisirs.

Ce qui reste après les frais fixes, c’est ce dont vous disposez pour l’épicerie, les livres, les sorties et tout le reste. Si le montant est petit, mieux vaut le savoir en septembre.

## Un montant par semaine pour chaque poste

Les budgets mensuels échouent parce qu’un mois, c’est long. Divisez votre argent variable en montants hebdomadaires : épicerie, restos, sorties, dépenses personnelles. Avec 200 $ par semaine, on peut prévoir 80 $ pour l’épicerie, 30 $ pour les restos, 50 $ pour les sorties et 40 $ pour le reste. Quand l’argent des restos de la semaine est dépensé, on cuisine. Lundi prochain, il revient.

Suivez vos dépenses avec l’outil que vous utiliserez vraiment : l’appli de votre banque avec ses catégories, un tableur ou une note dans votre téléphone où vous inscrivez chaque achat. Deux minutes par jour suffisent.

## Coupez les dépenses qu’on ne voit pas

Les plus grosses économies ne sont pas toujours les plus évidentes :

- **Les manuels.** Attendez le premier cours pour savoir ce qui est vraiment obligatoire, puis cherchez des exemplaires usagés, la réserve de la bibliothèque ou l’édition précédente.
- **Les cafés et les dîners.** Un café à 6 $ et un dîner à 14 $ cinq jours par semaine, c’est près de 400 $ par mois. Apportez votre lunch trois jours sur cinq et profitez d’une [offre pour les membres](/deals/category/food) les deux autres.
- **Les frais bancaires.** La plupart des banques canadiennes offrent un compte étudiant sans frais. Si vous payez des frais mensuels, ce n’est pas une fatalité.
- **Les impôts.** Produisez une déclaration de revenus même si vous avez peu gagné. Vous pourriez recevoir le crédit de TPS/TVH et, au Québec, le crédit d’impôt pour solidarité, en plus de reporter vos crédits pour frais de scolarité.

## Gardez un coussin

Visez à garder de 300 $ à 500 $ de côté pour les imprévus : un écran de cellulaire cassé, un billet de dernière minute pour rentrer chez vos parents, des frais de laboratoire inattendus. Si vous y touchez, renflouez-le avant toute autre dépense.

## Laissez vos rabais travailler pour vous

Une carte étudiante ne fait économiser que sur ce que vous alliez acheter de toute façon. Avant un achat, prenez dix secondes pour vérifier si un partenaire a une offre : épicerie, coupe de cheveux, abonnement au gym, nouvelles bottes. Les membres qui utilisent SPC deux ou trois fois par mois rentabilisent habituellement leurs 11,99 $ par année dès les premières semaines.

Le but, ce n’est pas de ne rien dépenser. C’est de dépenser en connaissance de cause, pour que décembre soit aussi facile que septembre.
`,
  },
  {
    slug: 'eating-well-on-a-budget',
    title_en: 'Eating well on a student budget',
    title_fr: 'Bien manger avec un budget d’étudiant',
    summary_en:
      'You do not need to live on instant noodles. A week of real meals for about $50, and the habits that make it easy.',
    summary_fr:
      'Pas besoin de vivre de nouilles instantanées. Une semaine de vrais repas pour environ 50 $, et les habitudes qui rendent ça facile.',
    author: 'Julien Gagnon',
    published_on: '2025-10-21',
    tags: ['food', 'budget', 'recipes'],
    cover: {
      key: 'blog/eating-well-on-a-budget',
      motif: 'colourful meal-prep containers with rice, lentils and roasted vegetables on a small kitchen counter',
      alt_en: 'Meal-prep containers of rice, lentils and roasted vegetables on a kitchen counter',
      alt_fr: 'Des plats préparés de riz, de lentilles et de légumes rôtis sur un comptoir de cuisine',
    },
    body_en: `Food is the budget line students can change the most, and the one that affects everything else: sleep, concentration, mood. The good news is that eating well and eating cheaply are mostly the same habits. Here is how to do it without turning your Sunday into a cooking competition.

## Plan five dinners, not seven

Plans fail when they are too ambitious. Pick five dinners for the week and leave two nights for leftovers, a dinner out or whatever your roommates are making. Choose meals that share ingredients: a bag of spinach can go into a pasta on Monday, an omelette on Wednesday and a curry on Thursday. Nothing wilts in the drawer.

## Build a cheap, reliable pantry

Once you have these, most meals only need one or two fresh ingredients:

- Rice, pasta, oats and a bag of flour tortillas
- Dried or canned lentils, chickpeas and black beans
- Canned tomatoes, coconut milk and stock cubes
- Peanut butter, eggs, and a block of cheddar
- Frozen vegetables and frozen fruit, which are as nutritious as fresh and never go bad
- Spices that do a lot: cumin, chili flakes, curry powder, garlic powder, smoked paprika

## A week for about $50

Prices vary by city, but this is a realistic week for one person shopping at a discount grocer:

- **Monday:** lentil and tomato soup with toast (makes four portions)
- **Tuesday:** black bean quesadillas with frozen corn and salsa
- **Wednesday:** spinach and cheddar omelette with roasted potatoes
- **Thursday:** chickpea and spinach curry with rice (lunch for Friday too)
- **Friday:** pasta with canned tomatoes, garlic and whatever vegetables are left
- **Breakfasts:** overnight oats with frozen berries and peanut butter
- **Lunches:** leftovers, or wraps with beans and cheese

## Shop like someone who has done this before

- **Read the flyers** on Wednesday or Thursday and plan around what is on sale, not the other way around.
- **Compare the unit price** on the shelf label, per 100 g or per litre. The bigger package is not always cheaper.
- **Buy store brands** for staples. Rice is rice.
- **Shop the reduced rack** for bread, meat and produce that needs to be used today, and freeze what you will not eat right away.
- **Do not shop hungry.** It is a cliché because it is true.

## Cook once, eat three times

Set aside one evening a week for an hour of cooking. Make a big pot of soup or chili and a tray of roasted vegetables, cook a batch of rice and portion it all into containers. On a tired Tuesday, dinner is three minutes in the microwave instead of a $20 delivery.

## Eat out smartly

Eating with friends is part of student life, and it should stay that way. Use your budget on the meals that matter — a birthday, a post-exam dinner — and use [member deals on food](/deals/category/food) to make them cheaper: many restaurants and cafés near campus take 10 to 20% off with the SPC card, and quick-service partners often have a student combo.

## Know where to get help

If money is tight, you are not the only one. Most Canadian campuses have a student food bank or a free weekly meal run by the student union, and many offer grocery gift cards through the financial aid office. Using them is exactly what they are for.
`,
    body_fr: `L’alimentation, c’est le poste du budget qu’un étudiant peut le plus modifier, et celui qui influence tout le reste : le sommeil, la concentration, l’humeur. Bonne nouvelle : bien manger et manger pour pas cher, ce sont en grande partie les mêmes habitudes. Voici comment faire sans transformer votre dimanche en concours culinaire.

## Planifiez cinq soupers, pas sept

Les plans trop ambitieux ne tiennent pas. Choisissez cinq soupers pour la semaine et gardez deux soirs pour les restes, une sortie au resto ou ce que cuisinent vos colocs. Optez pour des plats qui partagent des ingrédients : un sac d’épinards peut finir dans des pâtes lundi, une omelette mercredi et un cari jeudi. Rien ne flétrit au fond du frigo.

## Un garde-manger économique et fiable

Avec ces aliments sous la main, la plupart des repas ne demandent qu’un ou deux ingrédients frais :

- Riz, pâtes, flocons d’avoine et tortillas de farine
- Lentilles, pois chiches et haricots noirs, secs ou en conserve
- Tomates en conserve, lait de coco et cubes de bouillon
- Beurre d’arachide, œufs et un bloc de cheddar
- Légumes et fruits surgelés, aussi nutritifs que les frais et qui ne se perdent jamais
- Des épices qui en font beaucoup : cumin, flocons de piment, cari, poudre d’ail, paprika fumé

## Une semaine pour environ 50 $

Les prix varient selon la ville, mais voici une semaine réaliste pour une personne qui fait son épicerie dans une bannière à escompte :

- **Lundi :** soupe aux lentilles et aux tomates, avec des rôties (quatre portions)
- **Mardi :** quesadillas aux haricots noirs, maïs surgelé et salsa
- **Mercredi :** omelette épinards et cheddar, avec des pommes de terre rôties
- **Jeudi :** cari de pois chiches et d’épinards sur du riz (et le dîner de vendredi)
- **Vendredi :** pâtes aux tomates, à l’ail et aux légumes qui restent
- **Déjeuners :** gruau de la veille aux petits fruits surgelés et au beurre d’arachide
- **Dîners :** restes, ou wraps aux haricots et au fromage

## Faites l’épicerie comme une pro

- **Lisez les circulaires** le mercredi ou le jeudi, et planifiez selon les aubaines, pas l’inverse.
- **Comparez le prix unitaire** sur l’étiquette de la tablette, aux 100 g ou au litre. Le gros format n’est pas toujours le moins cher.
- **Choisissez les marques maison** pour les aliments de base. Du riz, c’est du riz.
- **Passez par le comptoir des produits à prix réduit** pour le pain, la viande et les fruits et légumes à consommer rapidement, et congelez ce que vous ne mangerez pas tout de suite.
- **N’allez pas à l’épicerie le ventre vide.** C’est un cliché parce que c’est vrai.

## Cuisinez une fois, mangez trois fois

Réservez une soirée par semaine pour une heure de cuisine. Préparez une grosse soupe ou un chili et une plaque de légumes rôtis, faites cuire une bonne quantité de riz et répartissez le tout dans des contenants. Un mardi de fatigue, le souper prend trois minutes au micro-ondes au lieu d’une livraison de 20 $.

## Sortez manger intelligemment

Manger entre amis fait partie de la vie étudiante, et ça doit rester ainsi. Gardez votre budget pour les repas qui comptent, un anniversaire, un souper de fin d’examens, et profitez des [offres des membres en restauration](/deals/category/food) pour payer moins : bien des restos et cafés près des campus accordent de 10 à 20 % de rabais avec la carte SPC, et les partenaires de restauration rapide ont souvent un trio étudiant.

## Sachez où trouver de l’aide

Si l’argent manque, vous n’êtes pas seul. La plupart des campus canadiens ont une banque alimentaire étudiante ou un repas gratuit hebdomadaire organisé par l’association étudiante, et plusieurs offrent des cartes d’épicerie par l’entremise du bureau de l’aide financière. Ces services existent justement pour ça : servez-vous-en.
`,
  },
  {
    slug: 'reading-week-travel',
    title_en: 'Reading week on a student budget: getting away without going broke',
    title_fr: 'La relâche sans se ruiner : partir avec un budget d’étudiant',
    summary_en:
      'Trains, buses, hostels and the right timing: how to plan a reading-week trip in Canada that costs less than you think.',
    summary_fr:
      'Train, autocar, auberges de jeunesse et le bon moment pour réserver : planifier une relâche au Canada qui coûte moins cher qu’on pense.',
    author: 'Daniel Okafor',
    published_on: '2026-01-27',
    tags: ['travel', 'reading week', 'budget'],
    cover: {
      key: 'blog/reading-week-travel',
      motif: 'a train window view of snowy pine forest with a backpack and a paper map on the seat',
      alt_en: 'A backpack and a paper map on a train seat, snowy forest outside the window',
      alt_fr: 'Un sac à dos et une carte routière sur un siège de train, une forêt enneigée par la fenêtre',
    },
    body_en: `Reading week arrives in mid-to-late February, right when everyone needs a break from midterms and grey skies. You do not need a beach resort to come back rested. Some of the best reading weeks are a few hours away by train, with friends, on a budget you set before you leave.

## Decide what kind of break you need

Be honest before you book. If you have two papers due the week after, a ski trip with 6 a.m. starts may not be the break you need; a quiet city with cafés and a good library might be. If you have been inside for six weeks, a cabin with a wood stove and a trail out the back door could be exactly right. Picking the type of trip first saves you from paying for things you will not enjoy.

## Book at the right time

- **Trains and buses:** book three to six weeks ahead. Cheaper fares on Canadian rail and intercity buses sell out first on the Friday before reading week and the Sunday after; travelling on a Saturday or a Monday can cut the price noticeably.
- **Flights:** for domestic flights, set a price alert in December and book by mid-January. After that, reading-week demand pushes prices up fast.
- **Accommodation:** hostels and small inns in ski and city destinations fill up early. Book a refundable room as soon as your dates are set, and keep looking for something better.

Our [travel partners](/deals/category/travel) offer member rates on flights, trains, buses, hostels and tours. Check them before you book elsewhere, because the discount usually applies only when you book through the link or code on the deal page.

## Great reading-week trips that stay affordable

- **Québec City from Montréal or Ottawa.** The old town under snow, the toboggan slide on Dufferin Terrace, and plenty of cheap crêpes and soup. The bus or train is a few hours.
- **Ottawa from Toronto or Montréal.** Skating on the Rideau Canal when it is open, free national museums on certain evenings, and BeaverTails as a reward.
- **Mont-Tremblant, Blue Mountain or the Rockies by bus.** Ski on weekdays, when lift tickets are cheaper, and stay in a hostel or split a condo four ways.
- **Victoria or Tofino from Vancouver.** The ferry is part of the trip, and the off-season rates on the island are far lower than in summer.
- **Halifax from anywhere in the Maritimes.** The waterfront, the Public Gardens and live music on a weeknight.

## Split costs, not friendships

Travelling in a group is the fastest way to cut costs: a rental car, an apartment or a cabin is cheap per person once split four ways. It also goes wrong fast without a plan. Agree on a total budget per person before you book, use one shared expense app, and decide in advance how you will split groceries versus restaurant meals.

## Do not forget the boring things

- **Health coverage.** Your provincial health plan works across Canada, but not everything is covered the same way in every province, and ambulances are rarely free. Basic travel insurance is cheap; some of our partners offer a student rate.
- **ID.** Bring a government ID and your student card — many attractions have a student price, and a partner may ask to see it along with your SPC card.
- **Your SPC card.** It is valid everywhere in Canada, so restaurants, gear rentals and activities on the road count too.

## A sample budget

Four friends, Toronto to Québec City, three nights: return train about $150 each booked early, an apartment at $110 each, food and coffee at about $25 a day, and $60 for activities. That is around $400 per person for a trip you will talk about until April. Use a member deal or two along the way and it is less.
`,
    body_fr: `La semaine de relâche arrive à la fin février, pile au moment où tout le monde a besoin d’une pause des examens de mi-session et du ciel gris. Pas besoin d’un tout-inclus pour revenir reposé. Certaines des meilleures relâches sont à quelques heures de train, entre amis, avec un budget fixé avant de partir.

## Choisissez le genre de pause qu’il vous faut

Soyez honnête avant de réserver. Si vous avez deux travaux à remettre la semaine suivante, un voyage de ski avec des réveils à 6 h n’est peut-être pas la pause idéale; une ville tranquille avec des cafés et une bonne bibliothèque le serait peut-être davantage. Si vous êtes enfermé depuis six semaines, un chalet avec un poêle à bois et un sentier derrière la porte pourrait être parfait. Choisir le type de voyage d’abord vous évite de payer pour ce que vous n’apprécierez pas.

## Réservez au bon moment

- **Train et autocar :** réservez de trois à six semaines d’avance. Les tarifs les plus bas s’envolent d’abord pour le vendredi avant la relâche et le dimanche après; partir un samedi ou revenir un lundi peut faire baisser le prix de façon notable.
- **Avion :** pour un vol au pays, créez une alerte de prix en décembre et réservez avant la mi-janvier. Après, la demande de la relâche fait grimper les prix rapidement.
- **Hébergement :** les auberges de jeunesse et les petites auberges des villes et des stations de ski se remplissent tôt. Réservez une chambre remboursable dès que vos dates sont fixées, et continuez à chercher mieux.

Nos [partenaires voyage](/deals/category/travel) offrent des tarifs pour les membres sur les vols, le train, l’autocar, les auberges et les excursions. Vérifiez-les avant de réserver ailleurs : le rabais s’applique habituellement seulement si vous réservez avec le lien ou le code de la page de l’offre.

## Des relâches qui restent abordables

- **Québec, depuis Montréal ou Ottawa.** Le Vieux-Québec sous la neige, la glissade de la terrasse Dufferin, et des crêpes et des soupes pas chères. Quelques heures d’autocar ou de train suffisent.
- **Ottawa, depuis Toronto ou Montréal.** Patin sur le canal Rideau quand il est ouvert, musées nationaux gratuits certains soirs et une queue de castor pour vous récompenser.
- **Mont-Tremblant, Blue Mountain ou les Rocheuses en autocar.** Skiez en semaine, quand les billets de remontée coûtent moins cher, et dormez en auberge ou partagez un condo à quatre.
- **Victoria ou Tofino, depuis Vancouver.** Le traversier fait partie du voyage, et les tarifs hors saison sur l’île sont bien plus bas qu’en été.
- **Halifax, de partout dans les Maritimes.** Le bord de l’eau, les Jardins publics et de la musique live un soir de semaine.

## Partagez les frais, pas les chicanes

Voyager en groupe, c’est la façon la plus rapide de réduire les coûts : une voiture de location, un appartement ou un chalet reviennent à peu par personne une fois divisés en quatre. Mais ça peut aussi mal tourner sans plan. Entendez-vous sur un budget total par personne avant de réserver, utilisez une seule appli de dépenses partagées et décidez d’avance comment vous séparerez l’épicerie et les restos.

## N’oubliez pas les choses plates

- **L’assurance maladie.** Votre régime provincial vous couvre partout au Canada, mais pas toujours de la même façon d’une province à l’autre, et l’ambulance est rarement gratuite. Une assurance voyage de base coûte peu; certains de nos partenaires ont un tarif étudiant.
- **Les pièces d’identité.** Apportez une pièce d’identité officielle et votre carte étudiante : bien des attraits ont un prix étudiant, et un partenaire peut vous la demander en plus de votre carte SPC.
- **Votre carte SPC.** Elle est valide partout au Canada, alors les restos, la location d’équipement et les activités en route comptent aussi.

## Un exemple de budget

Quatre amis, de Toronto à Québec, trois nuits : environ 150 $ chacun pour le train aller-retour réservé tôt, un appartement à 110 $ chacun, environ 25 $ par jour pour la nourriture et le café, et 60 $ pour les activités. Environ 400 $ par personne pour un voyage dont vous parlerez jusqu’en avril. Et encore moins avec une ou deux offres pour les membres en chemin.
`,
  },
  {
    slug: 'cheap-dates-montreal-toronto-vancouver',
    title_en: 'Cheap dates in Montréal, Toronto and Vancouver',
    title_fr: 'Des sorties en amoureux pas chères à Montréal, Toronto et Vancouver',
    summary_en:
      'Fifteen date ideas under $30 for two in Canada’s three biggest student cities, from lookouts to late-night dumplings.',
    summary_fr:
      'Quinze idées de sorties à deux pour moins de 30 $ dans les trois grandes villes étudiantes du pays, des belvédères aux dumplings de fin de soirée.',
    author: 'Camille Roy',
    published_on: '2026-02-10',
    tags: ['dates', 'city guides', 'entertainment'],
    cover: {
      key: 'blog/cheap-dates-montreal-toronto-vancouver',
      motif: 'two people sharing a hot drink on a city lookout at dusk with skyline lights',
      alt_en: 'Two people sharing a hot drink at a city lookout at dusk',
      alt_fr: 'Deux personnes partagent une boisson chaude à un belvédère en ville, au crépuscule',
    },
    body_en: `A good date is about attention, not the bill. Whether it is a first date or your hundredth, here are ideas that keep the total under about $30 for two in the three cities where most of our members live — with a few member deals to stretch it further.

## Montréal

- **Climb Mont Royal for the lookout.** Take the stairs from avenue des Pins to the Kondiaronk lookout at sunset, bring a thermos, and walk down by the chalet. Free, and the view is unbeatable.
- **Skate at Lac aux Castors.** In winter the lake on the mountain is free to skate on; rentals are cheap. In summer, swap it for a picnic.
- **Eat your way around the Jean-Talon market.** Share samples, a bag of fresh fruit and a pastry from one of the stalls for under $20.
- **Cycle the Lachine Canal.** A short BIXI ride along the water to the Atwater market, then a shared poutine. Students who ride often should look at a membership rather than single trips.
- **Catch a second-run or student-night movie.** Several [cinema partners](/deals/category/entertainment) offer members a cheaper ticket, and popcorn tastes the same.

## Toronto

- **The AGO on a Wednesday evening.** The gallery has a free annual pass for visitors 25 and under, so a date might cost you nothing but the walk to Baldwin Street afterwards.
- **Take the ferry to the Toronto Islands.** A return ticket is a few dollars each. Walk from Ward’s Island to Centre Island, and watch the skyline light up on the way back.
- **Kensington Market and Chinatown.** Share empanadas, a bag of dumplings and bubble tea; you will spend more time deciding than eating.
- **Skate at Nathan Phillips Square or the Bentway.** Free rinks, a cheap hot chocolate, and it feels like a movie.
- **Game night at a board-game café.** Entry is usually a few dollars per person; check our [games and nights out partners](/deals/category/entertainment) for member pricing.

## Vancouver

- **Walk or bike the Stanley Park seawall.** The full loop is about 10 km; stop at Third Beach for the sunset.
- **Lynn Canyon instead of Capilano.** The suspension bridge in North Vancouver is free, and the trails around it make a whole afternoon.
- **Granville Island on a budget.** Share a bag of mini doughnuts, watch the buskers, and take the little ferry back across False Creek.
- **Ramen or dumplings on Robson or in Richmond.** Late-night food is one of the city’s best cheap pleasures; many [food partners](/deals/category/food) take money off with the card.
- **Kitsilano Beach at golden hour.** Bring a blanket and something warm. No ticket needed.

## Anywhere

- **Cook together.** Pick a recipe neither of you has made, buy the ingredients together and split the dishes.
- **A free museum evening.** Most big museums have one free or pay-what-you-can night a week or a month.
- **Open-mic or comedy night.** Student bars and comedy clubs often have free or $5 shows on weeknights.
- **Thrift-store challenge.** Ten dollars each to find the other person an outfit. Fun, cheap and photogenic.
- **A sunrise.** Set an alarm, bring coffee, find a spot facing east. Very little beats it.

## A note on splitting the bill

Talk about it lightly and early: "I’ve got coffee, you get the movie?" works on a first date and on a tenth. It takes pressure off both of you, and it makes the second date more likely.

Looking for more? Browse all [entertainment deals](/deals/category/entertainment) and filter by your city.
`,
    body_fr: `Une belle sortie, c’est une question d’attention, pas d’addition. Premier rendez-vous ou centième, voici des idées qui coûtent moins de 30 $ environ pour deux dans les trois villes où vivent la plupart de nos membres, avec quelques offres pour les membres pour étirer le budget.

## Montréal

- **Montez au belvédère du mont Royal.** Prenez l’escalier depuis l’avenue des Pins jusqu’au belvédère Kondiaronk au coucher du soleil, apportez un thermos et redescendez par le chalet. Gratuit, et la vue est imbattable.
- **Patinez au lac aux Castors.** L’hiver, on y patine gratuitement, et la location ne coûte pas cher. L’été, remplacez le patin par un pique-nique.
- **Faites le tour du marché Jean-Talon.** Goûtez les échantillons, partagez un sac de fruits frais et une pâtisserie pour moins de 20 $.
- **Pédalez le long du canal de Lachine.** Une courte balade en BIXI au bord de l’eau jusqu’au marché Atwater, puis une poutine à partager. Si vous roulez souvent, un abonnement revient moins cher que les trajets à l’unité.
- **Un film en deuxième diffusion ou un soir étudiant.** Plusieurs [cinémas partenaires](/deals/category/entertainment) offrent aux membres un billet moins cher, et le popcorn goûte pareil.

## Toronto

- **Le Musée des beaux-arts de l’Ontario un mercredi soir.** L’AGO offre un laissez-passer annuel gratuit aux visiteurs de 25 ans et moins : la sortie pourrait ne vous coûter que la marche jusqu’à la rue Baldwin.
- **Prenez le traversier vers les îles de Toronto.** L’aller-retour coûte quelques dollars par personne. Marchez de Ward’s Island jusqu’à Centre Island, et regardez les tours s’illuminer au retour.
- **Kensington Market et le quartier chinois.** Partagez des empanadas, un sac de dumplings et un thé aux perles; vous passerez plus de temps à choisir qu’à manger.
- **Patinez au square Nathan Phillips ou sous la Bentway.** Des patinoires gratuites, un chocolat chaud pas cher, et on se croirait dans un film.
- **Une soirée dans un café de jeux de société.** L’entrée coûte généralement quelques dollars par personne; consultez nos [partenaires de sorties et de jeux](/deals/category/entertainment) pour les prix des membres.

## Vancouver

- **Marchez ou pédalez sur la digue du parc Stanley.** La boucle complète fait environ 10 km; arrêtez-vous à Third Beach pour le coucher du soleil.
- **Lynn Canyon plutôt que Capilano.** Le pont suspendu de North Vancouver est gratuit, et les sentiers autour occupent tout un après-midi.
- **Granville Island sans se ruiner.** Partagez un sac de mini-beignes, regardez les amuseurs de rue et rentrez en petit traversier par False Creek.
- **Ramen ou dumplings sur Robson ou à Richmond.** La bouffe de fin de soirée est l’un des meilleurs plaisirs abordables de la ville; bien des [partenaires en restauration](/deals/category/food) accordent un rabais avec la carte.
- **La plage de Kitsilano à l’heure dorée.** Apportez une couverture et quelque chose de chaud. Aucun billet nécessaire.

## N’importe où

- **Cuisinez ensemble.** Choisissez une recette qu’aucun de vous deux n’a jamais faite, achetez les ingrédients ensemble et partagez la vaisselle.
- **Une soirée gratuite au musée.** La plupart des grands musées ont un soir gratuit ou à contribution volontaire chaque semaine ou chaque mois.
- **Une soirée micro ouvert ou d’humour.** Les bars étudiants et les clubs d’humour ont souvent des spectacles gratuits ou à 5 $ en semaine.
- **Le défi friperie.** Dix dollars chacun pour trouver un kit à l’autre. Drôle, pas cher et très photogénique.
- **Un lever de soleil.** Réglez le réveil, apportez du café, trouvez un endroit face à l’est. Difficile de faire mieux.

## Un mot sur l’addition

Abordez-en le sujet tôt et avec légèreté : « Je paie le café, tu paies le film? » fonctionne aussi bien au premier rendez-vous qu’au dixième. Ça enlève de la pression à tout le monde, et ça rend un deuxième rendez-vous plus probable.

Envie d’autres idées? Parcourez toutes les [offres en divertissement](/deals/category/entertainment) et filtrez selon votre ville.
`,
  },
  {
    slug: 'how-to-spot-a-good-student-deal',
    title_en: 'How to spot a good student deal (and skip the bad ones)',
    title_fr: 'Comment reconnaître une bonne offre étudiante (et éviter les mauvaises)',
    summary_en:
      'Not every "student discount" saves you money. Six questions to ask before you tap Reveal code or head to the till.',
    summary_fr:
      'Un « rabais étudiant » ne fait pas toujours économiser. Six questions à se poser avant de dévoiler un code ou de passer à la caisse.',
    author: 'Maya Chen',
    published_on: '2026-04-14',
    tags: ['shopping tips', 'deals', 'money'],
    cover: {
      key: 'blog/how-to-spot-a-good-student-deal',
      motif: 'a magnifying glass over a price tag with a percent sign on a bright yellow background',
      alt_en: 'A magnifying glass over a price tag marked with a percent sign',
      alt_fr: 'Une loupe au-dessus d’une étiquette de prix marquée d’un signe de pourcentage',
    },
    body_en: `We spend our days negotiating deals with partners, so we see what makes a student discount worth having — and what makes one look better than it is. Before you buy, run through these six questions. They take less than a minute.

## 1. Would you buy it anyway?

The best deal is on something already on your list. Twenty percent off a jacket you need saves you money; twenty percent off a jacket you did not need costs you eighty percent of its price. If a deal is the reason you are buying, wait a day. If you still want it tomorrow, go ahead.

## 2. Discount off what, exactly?

A percentage is only as good as the price it comes off. Check the regular price at a second shop, or look at the price history if you are buying online. Some retailers raise a price before a "sale", and a student discount on an inflated price is not a discount. A good partner deal comes off the price anyone else pays that day.

## 3. Percentage or dollars?

Do the maths for your actual basket. "$10 off $50" is 20% if you spend exactly $50, but only 10% if you spend $100 — and it pushes you to spend more to reach the minimum. "15% off everything" is often better for a big purchase; a fixed-dollar offer is often better for a small one you were going to make anyway.

## 4. What are the conditions?

Read the conditions before you are at the till. The important ones are usually:

- **Minimum spend** or a limit on the discount
- **Excluded items** — sale items, gift cards, certain brands
- **Online only or in store only**
- **One use per person** or per order
- **Expiry date**
- **Proof of student status** — a partner may ask for your student ID along with your SPC card, except for VIP and bank-linked members

On SPC, every deal page lists these in plain language. If one of our pages is unclear, tell us and we will fix it.

## 5. Can you stack it?

Some partners let you combine the student discount with a sale or a loyalty programme, others do not. Ask at the counter, or check the deal conditions. When stacking works, it often beats any single offer: a sale price plus your member discount plus loyalty points on the same purchase.

## 6. What does it really cost?

Add everything that is not on the tag: shipping and return costs, a subscription that renews after the trial, the bus ride to a store across town. A "free" trial that turns into a $15-a-month charge you forget to cancel is the most expensive deal of all. Put a reminder in your calendar the day you sign up for anything that renews.

## Red flags

Walk away from deals that:

- Ask for your bank login or card number just to "see" the discount
- Pressure you with a countdown timer that restarts when you reload the page
- Come from an account or e-mail that imitates a brand but links to a strange web address
- Say "student discount" but will not tell you the price before you share your personal details

## Where to start

The [trending deals](/trending) show what other students are actually using this week, and the category pages — [food](/deals/category/food), [fashion](/deals/category/fashion), [tech & mobile](/deals/category/tech-mobile) — let you compare partners side by side. Save the ones you want in a list, and come back when you need them.
`,
    body_fr: `Nous passons nos journées à négocier des offres avec nos partenaires : nous savons donc ce qui fait qu’un rabais étudiant vaut la peine, et ce qui le fait paraître meilleur qu’il ne l’est. Avant d’acheter, posez-vous ces six questions. Ça prend moins d’une minute.

## 1. L’auriez-vous acheté de toute façon?

La meilleure offre porte sur quelque chose qui était déjà sur votre liste. Vingt pour cent de rabais sur un manteau dont vous avez besoin, c’est une économie; vingt pour cent sur un manteau dont vous n’aviez pas besoin, c’est une dépense de quatre-vingts pour cent de son prix. Si l’offre est la seule raison de l’achat, attendez une journée. Si vous le voulez encore le lendemain, allez-y.

## 2. Un rabais sur quel prix, au juste?

Un pourcentage ne vaut que le prix sur lequel il s’applique. Vérifiez le prix courant dans un autre magasin, ou l’historique des prix si vous achetez en ligne. Certains détaillants gonflent un prix avant une « vente », et un rabais étudiant sur un prix gonflé n’en est pas un. Une bonne offre de partenaire s’applique sur le prix que tout le monde paie ce jour-là.

## 3. Pourcentage ou dollars?

Faites le calcul avec votre vrai panier. « 10 $ de rabais à l’achat de 50 $ », c’est 20 % si vous dépensez exactement 50 $, mais seulement 10 % si vous dépensez 100 $, et ça vous pousse à dépenser plus pour atteindre le minimum. « 15 % sur tout » est souvent plus avantageux pour un gros achat; un montant fixe l’est souvent pour un petit achat que vous alliez faire de toute façon.

## 4. Quelles sont les conditions?

Lisez les conditions avant d’arriver à la caisse. Les plus importantes sont souvent :

- **un achat minimum** ou un rabais plafonné;
- **des articles exclus** : soldes, cartes-cadeaux, certaines marques;
- **en ligne seulement ou en magasin seulement**;
- **une utilisation par personne** ou par commande;
- **une date d’expiration**;
- **une preuve de statut étudiant** : un partenaire peut vous demander votre carte étudiante en plus de votre carte SPC, sauf si vous êtes membre VIP ou lié à la banque.

Sur SPC, chaque page d’offre présente ces conditions en langage clair. Si l’une de nos pages porte à confusion, dites-le-nous et nous la corrigerons.

## 5. Peut-on la cumuler?

Certains partenaires permettent de combiner le rabais étudiant avec une vente ou un programme de fidélité, d’autres non. Demandez au comptoir ou consultez les conditions de l’offre. Quand le cumul est permis, il bat souvent n’importe quelle offre seule : un prix soldé, plus votre rabais de membre, plus des points de fidélité sur le même achat.

## 6. Combien ça coûte vraiment?

Additionnez tout ce qui n’est pas sur l’étiquette : la livraison et les frais de retour, l’abonnement qui se renouvelle après l’essai, le trajet d’autobus jusqu’au magasin à l’autre bout de la ville. Un essai « gratuit » qui devient un prélèvement de 15 $ par mois qu’on oublie d’annuler, c’est la pire aubaine qui soit. Mettez un rappel dans votre agenda le jour même où vous vous inscrivez à quoi que ce soit qui se renouvelle.

## Les signaux d’alarme

Passez votre chemin si une offre :

- vous demande vos identifiants bancaires ou votre numéro de carte juste pour « voir » le rabais;
- vous met de la pression avec un compte à rebours qui recommence quand vous rechargez la page;
- vient d’un compte ou d’un courriel qui imite une marque, mais mène à une adresse Web bizarre;
- parle de « rabais étudiant », mais refuse de donner le prix avant que vous fournissiez vos renseignements personnels.

## Par où commencer

Les [offres populaires](/trending) montrent ce que les autres étudiants utilisent vraiment cette semaine, et les pages de catégories, comme [restauration](/deals/category/food), [mode](/deals/category/fashion) ou [techno et mobile](/deals/category/tech-mobile), permettent de comparer les partenaires côte à côte. Enregistrez celles qui vous intéressent dans une liste, et revenez-y quand vous en aurez besoin.
`,
  },
  {
    slug: 'student-job-hunting',
    title_en: 'Finding a student job in Canada: a practical guide',
    title_fr: 'Trouver un emploi étudiant au Canada : le guide pratique',
    summary_en:
      'Where student jobs are actually posted, how to write a Canadian résumé, and how to stand out when you have little experience.',
    summary_fr:
      'Où les emplois étudiants sont vraiment affichés, comment rédiger un CV à la canadienne et se démarquer avec peu d’expérience.',
    author: 'Aisha Rahman',
    published_on: '2026-05-19',
    tags: ['jobs', 'careers', 'summer'],
    cover: {
      key: 'blog/student-job-hunting',
      motif: 'a student in a blazer holding a printed résumé outside a glass office building',
      alt_en: 'A student holding a printed résumé outside an office building',
      alt_fr: 'Une étudiante tient un CV imprimé devant un immeuble de bureaux',
    },
    body_en: `Whether you want a summer job, a part-time shift during the term or your first internship, the search is mostly the same: know where to look, send a résumé that gets read, and prepare well for the few interviews that matter. Here is what works, from people who hire students every year.

## Where to look

- **Your campus career centre.** It is the most underused office on campus. They have job boards employers post to specifically for students, free résumé reviews and mock interviews.
- **On-campus jobs.** Libraries, athletics, residences and research labs hire students every term and understand exam schedules.
- **Government programmes.** Canada Summer Jobs and the federal student work programme post thousands of positions each spring, and provinces and cities run their own.
- **Job Bank and general job sites.** Filter by "student" or "part-time" and set up alerts so you apply in the first two days.
- **Co-op and internship programmes.** If your school offers co-op, the competition starts early; check the deadlines in your first term.
- **Your network.** Tell people you are looking — professors, former managers, your friends’ parents. Many student jobs are filled before they are posted.

## Write a résumé for Canada

Canadian résumés are short and factual:

- **One page** if you are a student. Two only with significant experience.
- **No photo, age, marital status or social insurance number.** Employers in Canada do not expect them, and some cannot legally consider them.
- **Start each line with an action verb** and a result: "Trained four new staff on the opening procedure" beats "Responsible for training".
- **Count what you can:** customers served per shift, dollars raised for a club, a grade on a major project.
- **Tailor the top third** for each application. Recruiters often scan for ten seconds.

A short, specific cover letter still helps, especially for smaller employers. Three paragraphs: why this job, what you bring, when you are available.

## No experience? You have more than you think

Volunteering, a club executive role, a group project you led, tutoring a younger sibling, a season of babysitting — these all count. Describe them the same way you would a paid job. Speaking French and English is a real advantage in many Canadian workplaces; say so clearly, with your level.

## Prepare for the interview

- Read the job posting again and prepare one short story for each main requirement: a time you solved a problem, worked in a team, handled a difficult customer.
- Research the employer for fifteen minutes. Know what they do and why you would like to work there.
- Prepare two questions of your own, such as "What does a good first month look like in this role?"
- Dress one step above what staff wear day to day. You do not need a new suit; our [fashion partners](/deals/category/fashion) have member discounts if you need a shirt or a pair of shoes.

## Know your rights

Every province sets a minimum wage and rules on breaks, overtime and pay slips. Look them up for your province before your first day. If you are an international student, check the current work-hour rules for your study permit on the Government of Canada’s website before you accept a job; they have changed several times in recent years.

You will need a social insurance number (SIN) to be paid. Apply before you start looking; it is free.

## Keep going

Most students send many applications for each interview. That is normal. Keep a simple spreadsheet of where you applied and when, follow up politely after a week, and ask for feedback when you are turned down. The next one is usually closer than it feels.

And if you are curious about working with us, SPC hires students as campus ambassadors and interns every year. Have a look at our [careers page](/careers).
`,
    body_fr: `Que vous cherchiez un emploi d’été, quelques quarts de travail pendant la session ou votre premier stage, la démarche est à peu près la même : savoir où chercher, envoyer un CV qui sera lu et bien se préparer aux quelques entrevues qui comptent. Voici ce qui fonctionne, selon des gens qui embauchent des étudiants chaque année.

## Où chercher

- **Le service de placement de votre établissement.** C’est le bureau le plus sous-utilisé du campus. On y trouve des offres affichées spécialement pour les étudiants, la révision gratuite de CV et des simulations d’entrevue.
- **Les emplois sur le campus.** Les bibliothèques, le service des sports, les résidences et les laboratoires de recherche embauchent chaque session et comprennent les horaires d’examens.
- **Les programmes gouvernementaux.** Emplois d’été Canada et le programme fédéral d’emploi pour étudiants affichent des milliers de postes chaque printemps, et les provinces et les villes ont aussi les leurs.
- **Guichet-Emplois et les sites d’emploi généraux.** Filtrez par « étudiant » ou « temps partiel » et créez des alertes pour postuler dans les deux premiers jours.
- **Les programmes coopératifs et les stages.** Si votre établissement offre un régime coop, la course commence tôt : vérifiez les dates limites dès votre première session.
- **Votre réseau.** Dites autour de vous que vous cherchez : profs, anciens patrons, parents de vos amis. Bien des emplois étudiants sont pourvus avant même d’être affichés.

## Un CV à la canadienne

Au Canada, le CV est court et factuel :

- **Une page** si vous êtes aux études. Deux seulement si vous avez une expérience importante.
- **Pas de photo, d’âge, d’état civil ni de numéro d’assurance sociale.** Les employeurs canadiens ne s’y attendent pas, et certains n’ont pas le droit d’en tenir compte.
- **Commencez chaque ligne par un verbe d’action** et un résultat : « J’ai formé quatre nouveaux employés à l’ouverture du magasin » vaut mieux que « Responsable de la formation ».
- **Chiffrez ce que vous pouvez :** clients servis par quart, argent amassé pour une association, note obtenue dans un projet important.
- **Adaptez le premier tiers** à chaque candidature. Les recruteurs y jettent souvent un coup d’œil de dix secondes.

Une lettre de présentation courte et précise aide encore, surtout auprès des petits employeurs. Trois paragraphes : pourquoi ce poste, ce que vous apportez, vos disponibilités.

## Pas d’expérience? Vous en avez plus que vous pensez

Le bénévolat, un poste dans le comité d’une association, un travail d’équipe que vous avez mené, l’aide aux devoirs d’un petit frère, un été de gardiennage : tout ça compte. Décrivez-le comme un emploi rémunéré. Parler français et anglais est un véritable atout dans bien des milieux de travail au Canada; dites-le clairement, en précisant votre niveau.

## Préparez l’entrevue

- Relisez l’offre et préparez une courte histoire pour chaque exigence principale : un problème que vous avez réglé, un travail d’équipe, un client difficile.
- Renseignez-vous sur l’employeur pendant quinze minutes. Sachez ce qu’il fait et pourquoi vous aimeriez y travailler.
- Préparez deux questions à poser, par exemple : « À quoi ressemble un bon premier mois dans ce poste? »
- Habillez-vous un cran au-dessus de ce que porte le personnel au quotidien. Pas besoin d’un nouveau complet; nos [partenaires mode](/deals/category/fashion) ont des rabais pour les membres s’il vous manque une chemise ou des souliers.

## Connaissez vos droits

Chaque province fixe un salaire minimum et des règles sur les pauses, les heures supplémentaires et les talons de paie. Renseignez-vous pour votre province avant votre première journée; au Québec, la CNESST publie tout ça en langage clair. Si vous êtes étudiant étranger, vérifiez les règles en vigueur sur les heures de travail permises par votre permis d’études, sur le site du gouvernement du Canada, avant d’accepter un emploi : elles ont changé plusieurs fois ces dernières années.

Il vous faut un numéro d’assurance sociale (NAS) pour être payé. Faites la demande avant de commencer vos recherches; c’est gratuit.

## Persévérez

La plupart des étudiants envoient beaucoup de candidatures pour chaque entrevue obtenue. C’est normal. Tenez un tableau simple de vos candidatures et de leurs dates, relancez poliment après une semaine et demandez de la rétroaction quand on vous dit non. La prochaine est souvent plus proche qu’on pense.

Et si travailler avec nous vous intéresse, SPC embauche chaque année des étudiants comme ambassadeurs de campus et stagiaires. Jetez un coup d’œil à notre [page Carrières](/careers).
`,
  },
  {
    slug: 'back-to-school-deals-2026',
    title_en: 'Your back-to-school checklist, with the deals that go with it',
    title_fr: 'Votre liste de la rentrée, avec les rabais qui vont avec',
    summary_en:
      'Laptop, phone plan, books, room essentials, a gym pass: what to buy before September, what can wait, and where members save.',
    summary_fr:
      'Ordi, forfait cellulaire, livres, essentiels pour la chambre, gym : quoi acheter avant septembre, quoi remettre, et où les membres économisent.',
    author: 'Daniel Okafor',
    published_on: '2026-08-11',
    tags: ['back to school', 'deals', 'shopping tips'],
    cover: {
      key: 'blog/back-to-school-deals-2026',
      motif: 'a flat lay of a laptop, a backpack, sneakers, a desk lamp and a checklist on a wooden floor',
      alt_en: 'A laptop, backpack, sneakers and a checklist laid out on a wooden floor',
      alt_fr: 'Un ordinateur portable, un sac à dos, des espadrilles et une liste posés sur un plancher de bois',
    },
    body_en: `August is when students spend the most in a single month, and when it is easiest to overspend. The trick is to split your list into what you need on day one and what can wait until you have seen your timetable, your room and your syllabi. Here is our checklist, and where SPC members save on each line.

## Buy before classes start

### A laptop that will last

If your current computer struggles, this is the purchase that matters most. Decide on your budget first, then check: at least 16 GB of memory, an SSD, a battery that lasts a full day of classes, and a keyboard you like typing on. Education pricing and refurbished models with a warranty are both worth considering. Our [tech & mobile partners](/deals/category/tech-mobile) include laptops, tablets and certified refurbished stores, with member prices on top of their student offers.

### A phone plan that fits

Moving cities is the moment to review your plan. Bring your own phone if it still works well, and compare data-only prices; many carriers have back-to-school promotions from mid-August.

### Bedding and room basics

A mattress topper, sheets, a desk lamp, a power bar, hangers and a laundry bag. Check what your residence provides before buying, and share kitchen items with roommates instead of each buying a full set. Our [lifestyle partners](/deals/category/lifestyle) have member deals on home and décor.

### Transit

Check whether your student fees include a transit pass, and how to activate it. If not, look for the student monthly fare in your city.

## Wait until the first week

### Textbooks

Wait for the first class. Professors often say which readings are essential, which are optional and whether an older edition is fine. Used bookshops, student-run book exchanges and the library reserve desk can cut the bill by more than half.

### Most clothing

You will know what you need once you see how you actually spend your days on campus — and how cold it gets. Wait for the fall sales, and check [fashion deals](/deals/category/fashion) before you buy; winter coats and boots are the exception, and they are cheaper in September than in December.

### Gym and activities

Your school’s gym may be included in your fees. If you want a private gym, yoga studio or climbing wall, many of our [fitness partners](/deals/category/fitness) have a student rate or a free first week. Try before you commit to a year.

## Things students forget

- **Tenant insurance**, especially off campus. It costs a few dollars a month.
- **A reusable water bottle and a lunch container.** They pay for themselves in a week.
- **A small toolkit and a first-aid kit.** Your roommates will thank you.
- **Your SPC card in your phone.** Add the digital card to the app before move-in day, so the first pizza with your new roommates already comes with a discount.

## Stay on budget

Write your list with a price next to each line before you go shopping, and add 10% for surprises. Check each item against a member deal, and cross it off as you go. If something is not on the list, it waits until October.

New to SPC? Memberships are $11.99 a year, or start with a free trial and see what you save this month. [Get started](/signup).
`,
    body_fr: `Août, c’est le mois où les étudiants dépensent le plus, et celui où il est le plus facile de trop dépenser. Le truc : séparer votre liste entre ce qu’il vous faut dès la première journée et ce qui peut attendre que vous ayez vu votre horaire, votre chambre et vos plans de cours. Voici notre liste, et où les membres SPC économisent sur chaque ligne.

## À acheter avant le début des cours

### Un ordinateur portable qui va durer

Si votre ordinateur actuel peine à suivre, c’est l’achat le plus important. Fixez d’abord votre budget, puis vérifiez : au moins 16 Go de mémoire, un disque SSD, une batterie qui tient une journée complète de cours et un clavier agréable. Les prix pour l’éducation et les modèles remis à neuf avec garantie valent tous deux le détour. Nos [partenaires techno et mobile](/deals/category/tech-mobile) comptent des boutiques d’ordinateurs, de tablettes et d’appareils remis à neuf certifiés, avec des prix pour les membres en plus de leurs offres étudiantes.

### Un forfait cellulaire adapté

Déménager dans une nouvelle ville, c’est le bon moment pour revoir votre forfait. Gardez votre téléphone s’il fonctionne encore bien et comparez les forfaits sans appareil; bien des fournisseurs lancent leurs promotions de la rentrée dès la mi-août.

### La literie et l’essentiel pour la chambre

Un surmatelas, des draps, une lampe de bureau, une barre d’alimentation, des cintres et un sac à lessive. Vérifiez ce que fournit votre résidence avant d’acheter, et partagez les articles de cuisine avec vos colocs plutôt que d’acheter chacun un ensemble complet. Nos [partenaires style de vie](/deals/category/lifestyle) ont des offres pour les membres en maison et décoration.

### Le transport

Vérifiez si vos frais étudiants incluent un laissez-passer de transport en commun, et comment l’activer. Sinon, informez-vous sur le tarif étudiant mensuel de votre ville.

## À remettre à la première semaine

### Les manuels

Attendez le premier cours. Les profs précisent souvent quelles lectures sont essentielles, lesquelles sont facultatives et si une ancienne édition fait l’affaire. Les librairies d’occasion, les bourses aux livres étudiantes et la réserve de la bibliothèque peuvent réduire la facture de plus de moitié.

### La plupart des vêtements

Vous saurez ce qu’il vous faut une fois que vous verrez comment se passent vos journées sur le campus, et à quel point il fait froid. Attendez les soldes d’automne et consultez les [offres mode](/deals/category/fashion) avant d’acheter. Les manteaux et les bottes d’hiver font exception : ils coûtent moins cher en septembre qu’en décembre.

### Le gym et les activités

Le centre sportif de votre établissement est peut-être inclus dans vos frais. Si vous voulez un gym privé, un studio de yoga ou un mur d’escalade, plusieurs de nos [partenaires mise en forme](/deals/category/fitness) ont un tarif étudiant ou une première semaine gratuite. Essayez avant de vous engager pour un an.

## Ce que les étudiants oublient

- **L’assurance locataire**, surtout hors campus. Elle coûte quelques dollars par mois.
- **Une bouteille d’eau réutilisable et un plat à lunch.** Ils sont rentabilisés en une semaine.
- **Un petit coffre à outils et une trousse de premiers soins.** Vos colocs vous remercieront.
- **Votre carte SPC dans votre téléphone.** Ajoutez la carte numérique à l’appli avant le jour du déménagement : la première pizza avec vos nouveaux colocs sera déjà à rabais.

## Respectez votre budget

Écrivez votre liste avec un prix à côté de chaque ligne avant d’aller magasiner, et ajoutez 10 % pour les imprévus. Vérifiez chaque article contre une offre pour les membres, et rayez-le au fur et à mesure. Ce qui n’est pas sur la liste attendra octobre.

Nouveau chez SPC? L’abonnement coûte 11,99 $ par année, ou commencez par un essai gratuit et voyez ce que vous économisez ce mois-ci. [Commencez maintenant](/signup).
`,
  },
  {
    slug: 'tech-discounts-for-students',
    title_en: 'Tech discounts for students: how to pay less for laptops, phones and software',
    title_fr: 'Rabais techno pour étudiants : payer moins cher ordis, cellulaires et logiciels',
    summary_en:
      'Education pricing, refurbished gear, free software through your school and the best times of year to buy tech in Canada.',
    summary_fr:
      'Prix pour l’éducation, appareils remis à neuf, logiciels gratuits grâce à votre établissement et les meilleurs moments pour acheter au Canada.',
    author: 'Priya Nair',
    published_on: '2026-09-22',
    tags: ['tech', 'deals', 'shopping tips'],
    cover: {
      key: 'blog/tech-discounts-for-students',
      motif: 'a laptop, a smartphone and wireless earbuds on a desk with a small plant, cool blue light',
      alt_en: 'A laptop, a phone and wireless earbuds on a desk',
      alt_fr: 'Un ordinateur portable, un cellulaire et des écouteurs sans fil sur un bureau',
    },
    body_en: `Tech is where student discounts make the biggest difference in dollars: 10% off a $1,400 laptop is worth more than a year of coffee deals. It is also where it is easiest to overspend on features you will never use. Here is how to get the right device for less.

## Start with what your courses need

Before comparing prices, ask your program what it recommends. Engineering and design programs may need a particular operating system, a dedicated graphics card or a minimum amount of memory; most arts, business and science programs run fine on a mid-range laptop. Buying a gaming laptop for essay writing is the most common and most expensive mistake we see.

## Check what your school already gives you

Most Canadian colleges and universities give students free access to an office suite, cloud storage and sometimes specialised software (statistics, design, programming tools) through the school e-mail account. Look at your IT services page before you pay for any subscription.

## Use education pricing — and stack it

Most big laptop and tablet makers have an education store for students in Canada, usually with proof of enrolment. Prices there are often 5 to 10% below retail, and they sometimes include a back-to-school gift such as headphones or a gift card. Some of our [tech & mobile partners](/deals/category/tech-mobile) add a member discount on top of their student pricing, or include an extended warranty or accessory bundle.

## Consider refurbished

Certified refurbished laptops, tablets and phones cost 20 to 40% less than new, and the good ones come with a warranty of one year or more and a new battery. Buy from a refurbisher or the manufacturer’s own refurbished store, check the return policy and the battery condition, and avoid "as is" listings unless you can test the device in person.

## Time your purchase

The best times to buy tech in Canada are:

- **Mid-July to mid-September** — back-to-school offers, education bundles
- **Black Friday to Boxing Day** — the deepest one-off discounts, especially on headphones, tablets and monitors
- **When a new model is announced** — the previous model often drops in price and is still excellent

If you can wait, set a price alert and buy when it hits your number.

## Phones and plans

Two ways students save the most:

- **Keep your phone longer.** A new battery and a good case can add two years to a phone for under $120. Our repair partners in [local](/deals/category/local) can quote a battery replacement.
- **Bring your own phone** to a prepaid or data-focused plan instead of a two-year financed plan. Compare the total cost over 24 months, not the monthly price.

## Skip these add-ons

- Extended warranties on cheap accessories
- Screen protectors at full price in the store; online they are a fraction of the cost
- Pre-installed antivirus trials — the operating system’s built-in protection is enough for most students
- Paid cloud storage you will not fill; your school likely gives you plenty

## Protect what you buy

Register the device for warranty the day you buy it, turn on "find my device", and back up your work automatically. A lost laptop is bad; a lost thesis is worse. Tenant insurance often covers theft from a student room or even a backpack — check your policy.

Browse every current offer in [tech & mobile](/deals/category/tech-mobile), and save the ones you are watching to a list so you are ready when the price is right.
`,
    body_fr: `C’est en techno que les rabais étudiants font la plus grosse différence en dollars : 10 % sur un portable à 1 400 $ vaut plus qu’une année de rabais sur le café. C’est aussi là qu’on dépense le plus facilement trop pour des fonctions qu’on n’utilisera jamais. Voici comment obtenir le bon appareil pour moins cher.

## Partez des besoins de vos cours

Avant de comparer les prix, demandez à votre programme ce qu’il recommande. En génie ou en design, il faut parfois un système d’exploitation précis, une carte graphique dédiée ou un minimum de mémoire; la plupart des programmes en arts, en administration et en sciences roulent très bien sur un portable de milieu de gamme. Acheter un portable de jeu pour rédiger des dissertations, c’est l’erreur la plus courante, et la plus chère, qu’on voit passer.

## Vérifiez ce que votre établissement vous offre déjà

La plupart des cégeps, collèges et universités donnent accès gratuitement à une suite bureautique, à du stockage infonuagique et parfois à des logiciels spécialisés (statistiques, design, programmation) avec votre courriel étudiant. Consultez la page des services informatiques avant de payer un abonnement.

## Profitez des prix pour l’éducation, et cumulez-les

La plupart des grands fabricants d’ordinateurs et de tablettes ont une boutique pour l’éducation au Canada, accessible avec une preuve d’inscription. Les prix y sont souvent de 5 à 10 % sous le prix courant, avec parfois un cadeau de la rentrée comme des écouteurs ou une carte-cadeau. Certains de nos [partenaires techno et mobile](/deals/category/tech-mobile) ajoutent un rabais pour les membres par-dessus leur prix étudiant, ou incluent une garantie prolongée ou un ensemble d’accessoires.

## Pensez au remis à neuf

Les portables, tablettes et cellulaires remis à neuf certifiés coûtent de 20 à 40 % moins cher que les neufs, et les bons viennent avec une garantie d’un an ou plus et une batterie neuve. Achetez chez un reconditionneur ou dans la boutique de produits remis à neuf du fabricant, vérifiez la politique de retour et l’état de la batterie, et évitez les annonces « tel quel » à moins de pouvoir tester l’appareil en personne.

## Choisissez le bon moment

Les meilleurs moments pour acheter de la techno au Canada :

- **de la mi-juillet à la mi-septembre** : offres de la rentrée, ensembles pour l’éducation;
- **du Vendredi fou au lendemain de Noël** : les plus gros rabais ponctuels, surtout sur les écouteurs, les tablettes et les écrans;
- **à l’annonce d’un nouveau modèle** : le précédent baisse souvent de prix, et il reste excellent.

Si vous pouvez attendre, créez une alerte de prix et achetez quand le prix atteint votre cible.

## Cellulaires et forfaits

Les deux façons d’économiser le plus :

- **Gardez votre téléphone plus longtemps.** Une batterie neuve et un bon étui peuvent lui ajouter deux ans de vie pour moins de 120 $. Nos partenaires de réparation dans la catégorie [commerces locaux](/deals/category/local) peuvent vous faire un prix pour un changement de batterie.
- **Apportez votre appareil** à un forfait prépayé ou axé sur les données plutôt que de financer un téléphone sur deux ans. Comparez le coût total sur 24 mois, pas le prix mensuel.

## Les extras à éviter

- Les garanties prolongées sur des accessoires bon marché
- Les protecteurs d’écran au plein prix en magasin; en ligne, ils coûtent une fraction du prix
- Les essais d’antivirus préinstallés : la protection intégrée au système d’exploitation suffit à la plupart des étudiants
- Le stockage infonuagique payant que vous ne remplirez pas; votre établissement vous en donne sans doute amplement

## Protégez vos achats

Enregistrez la garantie le jour même de l’achat, activez la fonction de localisation de l’appareil et sauvegardez vos travaux automatiquement. Perdre son portable, c’est dur; perdre son mémoire, c’est pire. L’assurance locataire couvre souvent le vol dans une chambre d’étudiant, et même dans un sac à dos : vérifiez votre police.

Parcourez toutes les offres en [techno et mobile](/deals/category/tech-mobile), et enregistrez celles qui vous intéressent dans une liste pour être prêt quand le prix sera bon.
`,
  },
  {
    slug: 'winter-holiday-gifts',
    title_en: 'Winter holiday gifts under $25 that do not look cheap',
    title_fr: 'Des cadeaux des Fêtes à moins de 25 $ qui n’ont pas l’air cheap',
    summary_en:
      'Thoughtful gifts for family, roommates and the office Secret Santa, with a student budget and a member discount or two.',
    summary_fr:
      'Des cadeaux réfléchis pour la famille, les colocs et l’échange de cadeaux, avec un budget étudiant et un rabais de membre ou deux.',
    author: 'Sophie Tremblay',
    published_on: '2026-11-17',
    tags: ['holidays', 'gifts', 'budget'],
    cover: {
      key: 'blog/winter-holiday-gifts',
      motif: 'small wrapped gifts with kraft paper and twine next to a candle and pine branches',
      alt_en: 'Small gifts wrapped in kraft paper and twine beside a candle and pine branches',
      alt_fr:
        'De petits cadeaux emballés dans du papier kraft et de la ficelle, à côté d’une bougie et de branches de sapin',
    },
    body_en: `The holidays arrive right after final exams, when the budget is at its thinnest. Giving well on little money is a skill, and it mostly comes down to three things: knowing the person, planning early and putting the money where it shows. Here are ideas that work, all under $25.

## Set a budget and a list first

Before you buy anything, write down everyone you want to give to and a number next to each name. Add them up. If the total is higher than you can afford, it is much easier to suggest a family draw or a $20 limit with friends now than in mid-December. Most people are relieved when someone else suggests it.

## For the person who loves food

- **A "hot chocolate kit":** a good chocolate bar, marshmallows, a candy cane and a mug from a thrift store. Under $15.
- **A jar of homemade granola or spiced nuts** with a handwritten label. A bag of oats and some maple syrup go a long way.
- **A gift card to their favourite café near campus.** Small amounts feel generous when they cover a real treat. Check [food partners](/deals/category/food) for member prices on gift cards and treats.

## For the roommate

- **A plant and a nice pot.** Pothos and snake plants survive student apartments. Our [lifestyle partners](/deals/category/lifestyle) include florists and plant shops with member discounts.
- **A candle** from a local maker, or a pair of cosy socks.
- **A "we survived the term" photo print**, framed. A print shop will do it for a few dollars.

## For the one who has everything

- **An experience, not an object:** two tickets to a matinee, an escape room, a skating session, a class at a climbing gym. Many [entertainment partners](/deals/category/entertainment) offer members a cheaper ticket, which lets you stay under budget for two people.
- **A coupon book you will actually honour:** one dinner cooked, one ride to the airport, one day of their chores.

## For family

- **A framed photo or a small photo book** of the past year. Parents and grandparents treasure them more than anything you could buy.
- **Something from your new city** — local coffee, maple treats, a print by a student artist at a campus market.
- **Time.** Offer to teach a grandparent to video-call, or to cook a meal together over the holidays.

## For the office or club Secret Santa

Stick to the limit, and choose something anyone could use: a good notebook and pen, a small skincare set from one of our [beauty partners](/deals/category/beauty), gourmet popcorn, a puzzle or a deck of cards.

## Wrap for almost nothing

Brown kraft paper, twine and a sprig of pine or eucalyptus look better than shiny paper and cost less. Reuse gift bags, tie a tag made from an old card, and skip the plastic bows.

## Watch the calendar

If you are shipping gifts to family in another province, check Canada Post’s holiday deadlines — usually early to mid-December for regular parcels. Order online gifts by the first week of December, and use the store pick-up option when it is free.

## After the holidays

Boxing Day and the first week of January are the best time to buy for next year: wrapping, cards, candles and décor at half price. Put them in a box with a label and you are ahead for next December.

Happy holidays from all of us at SPC — and good luck on your finals.
`,
    body_fr: `Les Fêtes arrivent juste après les examens finaux, au moment où le budget est le plus serré. Bien donner avec peu d’argent, ça s’apprend, et ça tient surtout à trois choses : connaître la personne, s’y prendre tôt et mettre l’argent là où ça paraît. Voici des idées qui fonctionnent, toutes à moins de 25 $.

## Un budget et une liste d’abord

Avant d’acheter quoi que ce soit, notez toutes les personnes à qui vous voulez offrir un cadeau et un montant à côté de chaque nom. Additionnez. Si le total dépasse vos moyens, c’est bien plus facile de proposer maintenant un tirage en famille ou une limite de 20 $ entre amis qu’à la mi-décembre. La plupart des gens sont soulagés que quelqu’un d’autre le propose.

## Pour l’amateur de bouffe

- **Une trousse de chocolat chaud :** une bonne tablette de chocolat, des guimauves, une canne de Noël et une tasse dénichée en friperie. Moins de 15 $.
- **Un pot de granola maison ou de noix épicées**, avec une étiquette écrite à la main. Un sac de flocons d’avoine et un peu de sirop d’érable vont loin.
- **Une carte-cadeau de son café préféré près du campus.** Un petit montant paraît généreux quand il paie une vraie gâterie. Voyez nos [partenaires en restauration](/deals/category/food) pour les prix des membres sur les cartes-cadeaux et les douceurs.

## Pour le coloc

- **Une plante et un beau cache-pot.** Les pothos et les sansevières survivent aux apparts étudiants. Nos [partenaires style de vie](/deals/category/lifestyle) comptent des fleuristes et des boutiques de plantes avec des rabais pour les membres.
- **Une bougie** d’un artisan local, ou une paire de bas bien chauds.
- **Une photo « on a survécu à la session »**, imprimée et encadrée. Un centre d’impression le fait pour quelques dollars.

## Pour la personne qui a déjà tout

- **Une expérience plutôt qu’un objet :** deux billets pour une matinée au théâtre, un jeu d’évasion, une séance de patin, un cours d’escalade. Bien des [partenaires en divertissement](/deals/category/entertainment) offrent aux membres un billet moins cher, ce qui permet de rester dans le budget pour deux.
- **Un carnet de coupons que vous honorerez pour vrai :** un souper cuisiné, un lift à l’aéroport, une journée de ses tâches ménagères.

## Pour la famille

- **Une photo encadrée ou un petit album** de la dernière année. Les parents et les grands-parents y tiennent plus qu’à n’importe quel achat.
- **Un produit de votre nouvelle ville :** du café torréfié sur place, des douceurs à l’érable, une affiche d’un artiste étudiant trouvée dans un marché du campus.
- **Du temps.** Proposez d’apprendre à un grand-parent à faire des appels vidéo, ou de cuisiner un repas ensemble pendant les Fêtes.

## Pour l’échange de cadeaux au travail ou dans votre association

Respectez la limite et choisissez quelque chose d’utile pour tout le monde : un beau carnet et un bon stylo, un petit ensemble de soins d’un de nos [partenaires beauté](/deals/category/beauty), du maïs soufflé gourmet, un casse-tête ou un jeu de cartes.

## Emballer pour presque rien

Le papier kraft, la ficelle et un brin de sapin ou d’eucalyptus ont plus de classe que le papier brillant, et coûtent moins cher. Réutilisez les sacs-cadeaux, faites une étiquette avec une vieille carte et oubliez les boucles en plastique.

## Surveillez le calendrier

Si vous envoyez des cadeaux à votre famille dans une autre province, vérifiez les dates limites de Postes Canada pour les Fêtes, habituellement du début à la mi-décembre pour les colis réguliers. Commandez vos cadeaux en ligne avant la première semaine de décembre, et choisissez le ramassage en magasin quand il est gratuit.

## Après les Fêtes

Le lendemain de Noël et la première semaine de janvier, c’est le meilleur moment pour acheter pour l’an prochain : papier d’emballage, cartes, bougies et décorations à moitié prix. Rangez le tout dans une boîte identifiée, et vous aurez une longueur d’avance en décembre prochain.

Joyeuses Fêtes de la part de toute l’équipe SPC, et bonne chance pour vos examens finaux!
`,
  },
];
