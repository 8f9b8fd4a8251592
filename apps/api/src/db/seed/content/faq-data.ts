// The FAQ (/faq-help), grouped and ordered (issue 17: at least 20 questions). Answers are Markdown and
// link to our own routes; the French is written for French-speaking students, not translated word for
// word (the membership is « abonnement », what a member keeps is « enregistré », as in the catalogues).
import type { SeedFaqGroup } from './types.ts';

export const FAQ: SeedFaqGroup[] = [
  {
    key: 'buying',
    title_en: 'Buying a membership',
    title_fr: 'Acheter un abonnement',
    entries: [
      {
        question_en: 'How much does SPC cost?',
        question_fr: 'Combien coûte SPC?',
        answer_en:
          'A basic SPC membership costs **$11.99 a year**, plus the sales tax of your province, which we calculate from your postal code and show before you pay. That one payment gives you a full year of access to more than 450 deals, online and in store. A valid promo code or school code can lower the price at checkout. Not ready to pay? You can also [try SPC free for 30 days](/why-spc).',
        answer_fr:
          'L’abonnement SPC de base coûte **11,99 $ par année**, plus les taxes de votre province, que nous calculons à partir de votre code postal et affichons avant le paiement. Ce seul paiement vous donne accès pendant un an complet à plus de 450 rabais, en ligne et en magasin. Un code promotionnel ou un code d’école valide peut réduire le prix à la caisse. Vous hésitez encore? [Essayez SPC gratuitement pendant 30 jours](/why-spc).',
      },
      {
        question_en: 'How do I buy a membership?',
        question_fr: 'Comment acheter un abonnement?',
        answer_en:
          'Go to [Buy SPC](/purchase), create your account (or log in) and pay by credit card or PayPal. Your digital membership card is ready as soon as the payment goes through, and a receipt is sent to your e-mail address. You can also buy a physical SPC card at participating stores and [activate it online](/activate).',
        answer_fr:
          'Rendez-vous à la page [Acheter SPC](/purchase), créez votre compte (ou connectez-vous) et payez par carte de crédit ou avec PayPal. Votre carte de membre numérique est prête dès que le paiement est accepté, et un reçu vous est envoyé par courriel. Vous pouvez aussi acheter une carte SPC physique chez un détaillant participant et [l’activer en ligne](/activate).',
      },
      {
        question_en: 'Who can get SPC?',
        question_fr: 'Qui peut s’abonner à SPC?',
        answer_en:
          'SPC is made for students: secondary school, CEGEP, college and university students can all join. You need to be at least 16 years old to create an account, and the membership is valid in Canada only. Partners may ask to see your student ID with your SPC card, so keep it handy. Members with a VIP or a bank-linked membership are not asked for a student ID.',
        answer_fr:
          'SPC est fait pour les élèves et les étudiants : au secondaire, au cégep, au collège ou à l’université. Vous devez avoir au moins 16 ans pour créer un compte, et l’abonnement est valide au Canada seulement. Nos partenaires peuvent vous demander votre carte étudiante en plus de votre carte SPC, alors gardez-la à portée de main. Les membres qui ont un abonnement VIP ou lié à une banque n’ont pas à la présenter.',
      },
      {
        question_en: 'Can I use SPC outside Canada?',
        question_fr: 'Puis-je utiliser SPC à l’extérieur du Canada?',
        answer_en:
          'No. Memberships and partner offers are valid in Canada only: stores and websites outside the country will not honour them, even with a valid card. If you are an international student studying in Canada, you are welcome to join and use every offer here. Online offers are meant for orders shipped to a Canadian address.',
        answer_fr:
          'Non. Les abonnements et les offres de nos partenaires sont valides au Canada seulement : les magasins et les sites à l’étranger ne les acceptent pas, même avec une carte valide. Si vous êtes un étudiant étranger qui étudie au Canada, vous êtes le bienvenu et pouvez profiter de toutes les offres ici. Les offres en ligne visent les commandes livrées à une adresse canadienne.',
      },
    ],
  },
  {
    key: 'trial',
    title_en: 'Free trial',
    title_fr: 'Essai gratuit',
    entries: [
      {
        question_en: 'How does the free trial work?',
        question_fr: 'Comment fonctionne l’essai gratuit?',
        answer_en:
          'The free trial gives you **30 days** of SPC at no cost, with a digital card that works like a paid one. You need an account, but no payment card. Each person can use the trial only once. You will find the button to start it on the [Why SPC](/why-spc) page or after you create your account.',
        answer_fr:
          'L’essai gratuit vous donne **30 jours** de SPC sans frais, avec une carte numérique qui fonctionne comme une carte payée. Il vous faut un compte, mais aucune carte de paiement. Chaque personne a droit à un seul essai. Le bouton pour le commencer se trouve sur la page [Pourquoi SPC](/why-spc) ou après la création de votre compte.',
      },
      {
        question_en: 'Will I be charged when my trial ends?',
        question_fr: 'Serai-je facturé à la fin de mon essai?',
        answer_en:
          'No. The trial never turns into a paid membership by itself: since we never ask for a payment card, there is nothing to charge. We send you an e-mail 3 days before the end. If you enjoyed it, [buy a membership](/purchase) before the trial ends to keep saving without a break. Otherwise, simply let it end.',
        answer_fr:
          'Non. L’essai ne se transforme jamais de lui-même en abonnement payant : comme nous ne vous demandons aucune carte de paiement, il n’y a rien à facturer. Nous vous envoyons un courriel 3 jours avant la fin. Si vous avez aimé l’expérience, [achetez un abonnement](/purchase) avant la fin de l’essai pour continuer d’économiser sans interruption. Sinon, laissez-le simplement se terminer.',
      },
      {
        question_en: 'It says I already used my free trial. Why?',
        question_fr: 'On me dit que j’ai déjà profité de mon essai gratuit. Pourquoi?',
        answer_en:
          'The free trial is available once per person. If you, or an account with your details, started one before, you cannot start another. You can still [buy a membership](/purchase) at $11.99 a year. If you are sure you never had a trial, [contact us](/contact) with the e-mail address of your account and we will look into it.',
        answer_fr:
          'L’essai gratuit est offert une seule fois par personne. Si vous en avez déjà commencé un, vous ou un compte à votre nom, vous ne pouvez pas en commencer un autre. Vous pouvez toujours [acheter un abonnement](/purchase) à 11,99 $ par année. Si vous êtes certain de n’avoir jamais fait d’essai, [écrivez-nous](/contact) en précisant l’adresse courriel de votre compte et nous vérifierons.',
      },
    ],
  },
  {
    key: 'activation',
    title_en: 'Cards and activation',
    title_fr: 'Cartes et activation',
    entries: [
      {
        question_en: 'How do I activate a card I bought in a store?',
        question_fr: 'Comment activer une carte achetée en magasin?',
        answer_en:
          'Go to [Activate a card](/activate) and log in or create your account. Then enter:\n\n- the **16-digit card number** printed on the card (it starts with 6018);\n- the **3-digit security code** on the back.\n\nOnce activated, the card is linked to your account and your digital card is ready right away.',
        answer_fr:
          'Rendez-vous à la page [Activer une carte](/activate), puis connectez-vous ou créez votre compte. Entrez ensuite :\n\n- le **numéro à 16 chiffres** imprimé sur la carte (il commence par 6018);\n- le **code de sécurité à 3 chiffres** au verso.\n\nUne fois activée, la carte est liée à votre compte et votre carte numérique est prête aussitôt.',
      },
      {
        question_en: 'My card number or security code is not accepted. What can I do?',
        question_fr: 'Mon numéro de carte ou mon code de sécurité est refusé. Que faire?',
        answer_en:
          'Check that you entered all 16 digits of the card number and the 3 digits of the security code, without mixing up similar characters. If the card is already registered to another account, log in with that account instead. To protect cards, we limit the number of attempts: after too many, wait an hour. Still stuck? [Contact us](/contact) with a photo of the back of the card.',
        answer_fr:
          'Vérifiez que vous avez bien entré les 16 chiffres du numéro et les 3 chiffres du code de sécurité. Si la carte est déjà enregistrée dans un autre compte, connectez-vous plutôt avec ce compte. Pour protéger les cartes, nous limitons le nombre de tentatives : après plusieurs essais, patientez une heure. Toujours bloqué? [Écrivez-nous](/contact) en joignant une photo du verso de la carte.',
      },
      {
        question_en: 'Where is my digital membership card?',
        question_fr: 'Où se trouve ma carte de membre numérique?',
        answer_en:
          'Once your membership is active, open [My card](/membership-screen) from the menu. Show it at the checkout in store, with your student ID if the partner asks for it. The card also opens without a network on the device where you last viewed it, and you can add it to Apple Wallet or Google Wallet where those buttons appear.',
        answer_fr:
          'Dès que votre abonnement est actif, ouvrez [Ma carte](/membership-screen) à partir du menu. Présentez-la à la caisse en magasin, avec votre carte étudiante si le partenaire la demande. Elle s’affiche aussi sans réseau sur l’appareil où vous l’avez consultée en dernier, et vous pouvez l’ajouter à Apple Wallet ou à Google Wallet lorsque ces boutons sont offerts.',
      },
    ],
  },
  {
    key: 'plus',
    title_en: 'SPC+',
    title_fr: 'SPC+',
    entries: [
      {
        question_en: 'What is SPC+?',
        question_fr: 'Qu’est-ce que SPC+?',
        answer_en:
          'SPC+ is our higher tier. On top of every SPC deal, it unlocks [offers reserved for SPC+ members](/plus-offers). You can buy it, or get it with an eligible CIBC student bank account and its co-branded card. Members who get SPC+ through their bank are never asked for a student ID. Learn more on the [SPC+](/spc-plus) page.',
        answer_fr:
          'SPC+ est notre palier supérieur. En plus de tous les rabais SPC, il donne accès à des [offres réservées aux membres SPC+](/plus-offers). Vous pouvez l’acheter ou l’obtenir avec un compte bancaire étudiant CIBC admissible et sa carte comarquée. Les membres qui obtiennent SPC+ par leur banque n’ont jamais à présenter de carte étudiante. Pour en savoir plus, visitez la page [SPC+](/spc-plus).',
      },
      {
        question_en: 'How do I register my CIBC co-branded card?',
        question_fr: 'Comment enregistrer ma carte comarquée CIBC?',
        answer_en:
          'Log in, go to [SPC+ with CIBC](/cibc) and enter the 16-digit number and the 3-digit security code printed on your co-branded card. SPC+ is active right away, and your digital card shows the SPC+ logo. If you already have SPC+, registering another CIBC card extends it. Questions about the bank account itself go to CIBC.',
        answer_fr:
          'Connectez-vous, rendez-vous à la page [SPC+ avec CIBC](/cibc) et entrez le numéro à 16 chiffres et le code de sécurité à 3 chiffres imprimés sur votre carte comarquée. SPC+ est actif immédiatement et votre carte numérique affiche le logo SPC+. Si vous avez déjà SPC+, enregistrer une autre carte CIBC le prolonge. Pour toute question sur le compte bancaire lui-même, adressez-vous à CIBC.',
      },
      {
        question_en: 'What happens to my current membership if I get SPC+?',
        question_fr: 'Qu’arrive-t-il à mon abonnement actuel si je passe à SPC+?',
        answer_en:
          'SPC+ replaces it. If your SPC membership renews automatically, we turn its renewal off and remove its saved payment card, so you are not charged for it again. A VIP membership is replaced too. If you bought SPC through an app store, you must cancel that subscription yourself in the store: we show you how when you switch.',
        answer_fr:
          'SPC+ le remplace. Si votre abonnement SPC se renouvelait automatiquement, nous désactivons le renouvellement et retirons la carte de paiement enregistrée : vous ne serez plus facturé pour cet abonnement. Un abonnement VIP est aussi remplacé. Si vous avez acheté SPC dans une boutique d’applications, vous devez annuler cet abonnement vous-même dans la boutique; nous vous expliquons comment au moment du changement.',
      },
    ],
  },
  {
    key: 'billing',
    title_en: 'Billing, auto-renew and refunds',
    title_fr: 'Facturation, renouvellement et remboursements',
    entries: [
      {
        question_en: 'How does auto-renew work?',
        question_fr: 'Comment fonctionne le renouvellement automatique?',
        answer_en:
          'When auto-renew is on, your membership renews for another year on its expiry date and the card on file is charged the price in effect, plus taxes. We e-mail you a reminder **7 days before** every renewal, with the amount and the date, so there are no surprises. You can see the status of your renewal at any time on the [Billing](/billing) page.',
        answer_fr:
          'Quand le renouvellement automatique est activé, votre abonnement est reconduit pour un an à sa date d’expiration, et la carte enregistrée est facturée au prix en vigueur, taxes en sus. Nous vous envoyons un rappel par courriel **7 jours avant** chaque renouvellement, avec le montant et la date : pas de mauvaise surprise. Vous pouvez voir l’état de votre renouvellement en tout temps sur la page [Facturation](/billing).',
      },
      {
        question_en: 'How do I turn off auto-renew?',
        question_fr: 'Comment désactiver le renouvellement automatique?',
        answer_en:
          'You can turn it off at any time, in one click:\n\n- on the [Billing](/billing) page, with the auto-renew switch;\n- or from the link in the reminder e-mail we send before each renewal, even without logging in.\n\nYour membership stays active until its expiry date, and nothing more is charged. You can turn auto-renew back on whenever you like.',
        answer_fr:
          'Vous pouvez le désactiver en tout temps, en un clic :\n\n- sur la page [Facturation](/billing), avec le bouton du renouvellement automatique;\n- ou à partir du lien qui figure dans le courriel de rappel envoyé avant chaque renouvellement, même sans vous connecter.\n\nVotre abonnement reste actif jusqu’à sa date d’expiration et rien d’autre ne vous sera facturé. Vous pouvez réactiver le renouvellement quand vous le voulez.',
      },
      {
        question_en: 'How do I update my payment card?',
        question_fr: 'Comment mettre à jour ma carte de paiement?',
        answer_en:
          'Go to [Billing](/billing) and choose to change your payment method. Enter the new card: it replaces the old one for your next renewal. If a renewal payment fails, a banner tells you so and we try again over the following days, for up to 30 days, so you have time to update your card without losing your membership.',
        answer_fr:
          'Rendez-vous à la page [Facturation](/billing) et choisissez de changer votre mode de paiement. Entrez votre nouvelle carte : elle remplace l’ancienne pour votre prochain renouvellement. Si un paiement de renouvellement échoue, une bannière vous en avise et nous réessayons au cours des jours suivants, jusqu’à 30 jours, ce qui vous laisse le temps de mettre votre carte à jour sans perdre votre abonnement.',
      },
      {
        question_en: 'Can I get a refund?',
        question_fr: 'Puis-je obtenir un remboursement?',
        answer_en:
          'Memberships are **non-refundable**, including when you turn off auto-renew partway through the year or delete your account, except where the law requires a refund (for example, under Quebec’s Consumer Protection Act). To avoid a renewal you do not want, turn auto-renew off on the [Billing](/billing) page before the renewal date. If you were charged twice or by mistake, [contact us](/contact) and we will fix it.',
        answer_fr:
          'Les abonnements **ne sont pas remboursables**, y compris si vous désactivez le renouvellement en cours d’année ou supprimez votre compte, sauf lorsque la loi exige un remboursement (par exemple en vertu de la Loi sur la protection du consommateur du Québec). Pour éviter un renouvellement dont vous ne voulez pas, désactivez-le sur la page [Facturation](/billing) avant la date prévue. Si vous avez été facturé deux fois ou par erreur, [écrivez-nous](/contact) et nous corrigerons la situation.',
      },
      {
        question_en: 'Where can I find my receipts?',
        question_fr: 'Où trouver mes reçus?',
        answer_en:
          'We e-mail a receipt after every purchase and every renewal, to the address of your account. Your [Billing](/billing) page also shows your membership, its expiry date, your next renewal and the reminders we sent you. Need a copy of an older receipt? [Contact us](/contact) with your order number or the date of the payment.',
        answer_fr:
          'Nous vous envoyons un reçu par courriel après chaque achat et chaque renouvellement, à l’adresse de votre compte. Votre page [Facturation](/billing) affiche aussi votre abonnement, sa date d’expiration, votre prochain renouvellement et les rappels que nous vous avons envoyés. Besoin d’une copie d’un ancien reçu? [Écrivez-nous](/contact) en précisant le numéro de commande ou la date du paiement.',
      },
    ],
  },
  {
    key: 'codes',
    title_en: 'Offers and promo codes',
    title_fr: 'Offres et codes promotionnels',
    entries: [
      {
        question_en: 'How do I use an online offer?',
        question_fr: 'Comment profiter d’une offre en ligne?',
        answer_en:
          'Open the offer and choose **Get the code**: the promo code appears in the app, ready to copy. Then follow the link to the partner’s site and paste the code at checkout. If you revealed the code before, we simply show it to you again. Read the conditions on the offer page first: some codes have a minimum purchase or exclusions.',
        answer_fr:
          'Ouvrez l’offre et choisissez **Obtenir le code** : le code promotionnel s’affiche dans l’application, prêt à copier. Suivez ensuite le lien vers le site du partenaire et collez le code à la caisse. Si vous avez déjà obtenu ce code, nous vous le montrons simplement de nouveau. Lisez d’abord les conditions sur la page de l’offre : certains codes exigent un achat minimum ou comportent des exclusions.',
      },
      {
        question_en: 'My promo code did not work. What should I do?',
        question_fr: 'Mon code promotionnel n’a pas fonctionné. Que faire?',
        answer_en:
          'First check the offer’s conditions: dates, minimum purchase, excluded products, or in-store only. Then answer **“Did it work?”** on the offer page with **No** and tell us what went wrong (expired, refused at checkout, minimum not met). Your answer flags the code so we can check it with the partner. If you need help, [contact us](/contact) with the offer’s name.',
        answer_fr:
          'Vérifiez d’abord les conditions de l’offre : dates, achat minimum, produits exclus ou offre en magasin seulement. Répondez ensuite **Non** à « **Est-ce que ça a fonctionné?** » sur la page de l’offre et dites-nous ce qui n’a pas marché (code expiré, refusé à la caisse, minimum non atteint). Votre réponse signale le code pour que nous le vérifiions auprès du partenaire. Besoin d’aide? [Écrivez-nous](/contact) en précisant le nom de l’offre.',
      },
      {
        question_en: 'Can I share my codes or my card with friends?',
        question_fr: 'Puis-je partager mes codes ou ma carte avec mes amis?',
        answer_en:
          'No. Codes and cards are for your personal use: sharing, posting or selling them breaks our [terms of use](/terms) and can lead to their cancellation. Partners may also ask for a student ID that matches. Want your friends to save too? Send them your referral link instead: they get their own membership, and every friend who joins with it is counted on your profile.',
        answer_fr:
          'Non. Les codes et les cartes sont réservés à votre usage personnel : les partager, les publier ou les vendre contrevient à nos [conditions d’utilisation](/terms) et peut entraîner leur annulation. Les partenaires peuvent aussi demander une carte étudiante au même nom. Vous voulez que vos amis économisent aussi? Envoyez-leur plutôt votre lien de parrainage : ils obtiennent leur propre abonnement, et chaque ami qui s’inscrit avec ce lien est compté dans votre profil.',
      },
      {
        question_en: 'Why did an offer change or disappear?',
        question_fr: 'Pourquoi une offre a-t-elle changé ou disparu?',
        answer_en:
          'Our partners set their own offers and can change or end them at any time, and some offers are limited in time from the start. When an offer ends, it is no longer shown on the site. New deals are added all the time: check the [latest deals](/deals) and save the brands you like to your favourites so you do not miss their next offer.',
        answer_fr:
          'Nos partenaires fixent leurs propres offres et peuvent les modifier ou y mettre fin en tout temps, et certaines offres sont d’une durée limitée dès le départ. Quand une offre prend fin, elle n’est plus affichée sur le site. De nouveaux rabais s’ajoutent constamment : consultez les [derniers rabais](/deals) et ajoutez les marques que vous aimez à vos favoris pour ne pas manquer leur prochaine offre.',
      },
    ],
  },
  {
    key: 'privacy',
    title_en: 'Privacy',
    title_fr: 'Confidentialité',
    entries: [
      {
        question_en: 'What personal information does SPC collect?',
        question_fr: 'Quels renseignements personnels SPC recueille-t-elle?',
        answer_en:
          'Only what we need to run your membership: your name, e-mail, birth date, postal code, language and school type, your membership and orders, and the codes you reveal and offers you save. Your full card number stays with our payment provider. Optional cookies and analytics stay off until you agree. Our [privacy policy](/privacy) lists everything we collect, why, and for how long.',
        answer_fr:
          'Seulement ce qu’il faut pour gérer votre abonnement : votre nom, votre courriel, votre date de naissance, votre code postal, votre langue et votre type d’établissement, votre abonnement et vos commandes, ainsi que les codes affichés et les offres enregistrées. Le numéro complet de votre carte reste chez notre fournisseur de paiement. Les témoins facultatifs et l’analytique restent désactivés sans votre accord. Notre [politique de confidentialité](/privacy) détaille ce que nous recueillons, pourquoi et pour combien de temps.',
      },
      {
        question_en: 'Do you sell my information to partners?',
        question_fr: 'Vendez-vous mes renseignements à vos partenaires?',
        answer_en:
          'No, never. Partners receive only aggregated statistics that do not identify you, such as how many members used an offer. When you use an offer, the partner sees only what you show or enter at checkout, like your code or card. Our service providers (payments, e-mail, hosting in Canada) use your information only to provide their service to us.',
        answer_fr:
          'Non, jamais. Nos partenaires reçoivent uniquement des statistiques agrégées qui ne vous identifient pas, comme le nombre de membres qui ont utilisé une offre. Quand vous profitez d’une offre, le partenaire ne voit que ce que vous lui présentez ou entrez à la caisse, comme votre code ou votre carte. Nos fournisseurs (paiement, courriel, hébergement au Canada) n’utilisent vos renseignements que pour nous rendre leurs services.',
      },
      {
        question_en: 'How can I get a copy of my data or stop your e-mails?',
        question_fr: 'Comment obtenir une copie de mes données ou ne plus recevoir vos courriels?',
        answer_en:
          'You can download a copy of your data from your [profile](/profile). To stop our newsletter, use the unsubscribe link at the bottom of any of our e-mails or change your e-mail preference in your [profile](/profile); you will still receive receipts and renewal reminders. For any other request about your personal information, write to our Privacy Officer at [privacy@spccard.ca](mailto:privacy@spccard.ca).',
        answer_fr:
          'Vous pouvez télécharger une copie de vos données à partir de votre [profil](/profile). Pour ne plus recevoir notre infolettre, utilisez le lien de désabonnement au bas de nos courriels ou modifiez vos préférences dans votre [profil](/profile); vous recevrez quand même vos reçus et vos rappels de renouvellement. Pour toute autre demande sur vos renseignements personnels, écrivez à notre responsable de la protection des renseignements personnels à [privacy@spccard.ca](mailto:privacy@spccard.ca).',
      },
    ],
  },
  {
    key: 'account',
    title_en: 'Your account',
    title_fr: 'Votre compte',
    entries: [
      {
        question_en: 'I forgot my password. How do I reset it?',
        question_fr: 'J’ai oublié mon mot de passe. Comment le réinitialiser?',
        answer_en:
          'On the [login page](/login), choose **Forgot your password?** and enter the e-mail address of your account. We send you a link to choose a new password; it expires after a short time, so use it soon. No e-mail? Check your junk folder. If you signed up with Google, Facebook or Apple, you have no SPC password: log in with that button instead.',
        answer_fr:
          'Sur la [page de connexion](/login), choisissez **Mot de passe oublié?** et entrez l’adresse courriel de votre compte. Nous vous envoyons un lien pour choisir un nouveau mot de passe; il expire rapidement, alors utilisez-le sans tarder. Pas de courriel? Vérifiez vos courriels indésirables. Si vous vous êtes inscrit avec Google, Facebook ou Apple, vous n’avez pas de mot de passe SPC : connectez-vous plutôt avec ce bouton.',
      },
      {
        question_en: 'Can I sign in with Google, Facebook or Apple?',
        question_fr: 'Puis-je me connecter avec Google, Facebook ou Apple?',
        answer_en:
          'Yes. On the [login page](/login), choose Google, Facebook or Apple and confirm on the provider’s page. We receive your name and e-mail address from it, never your password. Use the same method each time you log in, so you land in the same account. If you chose Apple’s “Hide my e-mail”, our e-mails reach you through Apple’s relay address.',
        answer_fr:
          'Oui. Sur la [page de connexion](/login), choisissez Google, Facebook ou Apple, puis confirmez sur la page du fournisseur. Celui-ci nous transmet votre nom et votre adresse courriel, jamais votre mot de passe. Utilisez toujours la même méthode pour vous connecter afin de retrouver le même compte. Si vous avez choisi l’option « Masquer mon adresse courriel » d’Apple, nos courriels vous parviennent par l’adresse relais d’Apple.',
      },
      {
        question_en: 'How do I change the language of the site?',
        question_fr: 'Comment changer la langue du site?',
        answer_en:
          'Choose **Français** or **English** in the menu or at the bottom of any page. When you are logged in, we save your choice to your profile, so the site, our e-mails and your reminders use that language from then on. You can also change your preferred language when you [edit your profile](/profile/edit).',
        answer_fr:
          'Choisissez **Français** ou **English** dans le menu ou au bas de n’importe quelle page. Si vous êtes connecté, nous enregistrons votre choix dans votre profil : le site, nos courriels et vos rappels s’affichent ensuite dans cette langue. Vous pouvez aussi changer votre langue de préférence en [modifiant votre profil](/profile/edit).',
      },
      {
        question_en: 'How do I save offers and make lists?',
        question_fr: 'Comment sauvegarder des offres et créer des listes?',
        answer_en:
          'Tap the heart on any offer to add it to your favourites, or choose **Save to a list** to put it in a named list, like “Back to school” or “Gift ideas”. You will find everything you saved under [Saved](/favourites) in the menu, where you can rename or delete your lists. Your favourite categories can be saved the same way.',
        answer_fr:
          'Touchez le cœur d’une offre pour l’ajouter à vos favoris, ou choisissez **Sauvegarder dans une liste** pour la classer dans une liste nommée, comme « Rentrée » ou « Idées cadeaux ». Tout ce que vous avez sauvegardé se trouve sous [Mes sauvegardes](/favourites), dans le menu, où vous pouvez renommer ou supprimer vos listes. Vos catégories favorites se sauvegardent de la même façon.',
      },
      {
        question_en: 'How do I delete my account?',
        question_fr: 'Comment supprimer mon compte?',
        answer_en:
          'Go to your [profile](/profile) and choose **Delete my account**, then confirm. Your profile, favourites and lists are deleted for good. Your cards stay valid in store until they expire, but are no longer linked to an account, and deleting your account does not refund a membership. Turn off auto-renew on the [Billing](/billing) page first if you do not want a renewal.',
        answer_fr:
          'Dans votre [profil](/profile), choisissez **Supprimer mon compte**, puis confirmez. Votre profil, vos favoris et vos listes sont supprimés définitivement. Vos cartes restent valides en magasin jusqu’à leur expiration, mais ne sont plus liées à un compte, et la suppression ne donne pas droit au remboursement d’un abonnement. Désactivez d’abord le renouvellement automatique sur la page [Facturation](/billing) si vous ne voulez pas de renouvellement.',
      },
    ],
  },
];
