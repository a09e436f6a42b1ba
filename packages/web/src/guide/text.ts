import type { UiLanguage } from '../i18n/index.ts';
import type { GuideTexts } from './steps.ts';

/** The guided first game's words: per phase, what is decided now and why (our own words, like the Rules panel). */
export const GUIDE_TEXTS: Readonly<Record<UiLanguage, GuideTexts>> = {
  fr: {
    dune: {
      setup: {
        title: 'Mise en place : choisir un traître',
        text: 'Vous jouez les Atréides. Parmi les chefs ennemis tirés, gardez-en un comme traître : si son camp l’engage contre vous en bataille, vous gagnerez sur-le-champ. Choisissez plutôt un chef fort d’une faction que vous comptez affronter.',
      },
      storm: {
        title: 'Tempête',
        text: 'La tempête avance du total de deux roues secrètes. Elle détruit les pions et l’Épice du désert sur son passage et bloque les déplacements : regardez où elle s’arrête avant de placer vos troupes.',
      },
      spiceBlow: {
        title: 'Explosion de l’Épice',
        text: 'Une carte place de l’Épice quelque part dans le désert, ou lâche un ver qui dévore tout sur un territoire. Cette Épice attire les troupes : c’est là que se joueront les récoltes et les batailles.',
      },
      bidding: {
        title: 'Enchères',
        text: 'Des cartes Traîtrise sont vendues une à une contre de l’Épice. Grâce à votre prescience, vous voyez chaque carte avant d’enchérir : misez sur les armes et les défenses utiles, mais gardez de quoi débarquer.',
      },
      movement: {
        title: 'Enrôlement et mouvement',
        text: 'À votre tour : faites revenir des pions des Cuves, débarquez des troupes de vos réserves (moins cher dans une citadelle), puis faites un seul mouvement. Tenir Arrakeen vous donne des ornithoptères : trois territoires au lieu d’un.',
      },
      battle: {
        title: 'Bataille',
        text: 'Là où deux factions partagent un territoire, chacune compose en secret un nombre de pions, un chef et ses cartes. Le plus fort total l’emporte ; les pions composés sont perdus même en cas de victoire, alors n’engagez que le nécessaire.',
      },
      collection: {
        title: 'Récolte',
        text: 'Vos pions sur l’Épice la ramassent : 2 chacun, 3 si vous tenez Arrakeen ou Carthag. L’Épice paie débarquements et enchères ; trois citadelles à la fin d’un tour font gagner.',
      },
    },
    imperium: {
      roundStart: {
        title: 'Début de manche',
        text: 'Une carte Conflit est révélée : elle dit ce que rapportera le combat de cette manche. Chacun pioche cinq cartes, qui seront vos seules ressources pour agir.',
      },
      playerTurns: {
        title: 'Tours Agent et Révélation',
        text: 'À chaque tour, jouez une carte pour envoyer un Agent sur un emplacement dont elle montre l’icône. Quand vos Agents sont placés, révélez le reste de votre main : la Persuasion achète de nouvelles cartes, les épées renforcent vos troupes au Conflit.',
      },
      combat: {
        title: 'Combat',
        text: 'Les joueurs présents au Conflit comparent leur force. Le premier gagne la meilleure récompense, souvent un point de victoire ; un Agent envoyé sur un emplacement de combat vous permettait d’y déployer des troupes.',
      },
      makers: {
        title: 'Faiseurs',
        text: 'Les emplacements du désert où personne n’est allé gagnent de l’Épice en bonus : ils vaudront davantage à la manche suivante.',
      },
      recall: {
        title: 'Rappel',
        text: 'Chacun reprend ses Agents et le Premier Joueur change. La partie s’arrête quand quelqu’un atteint 10 points de victoire.',
      },
    },
  },
  en: {
    dune: {
      setup: {
        title: 'Setup: pick a traitor',
        text: 'You play the Atreides. Among the enemy leaders drawn, keep one as your traitor: if their side sends that leader against you in battle, you win at once. A strong leader of a faction you expect to fight is a good choice.',
      },
      storm: {
        title: 'Storm',
        text: 'The storm moves by the total of two secret dials. It destroys forces and spice in the open desert it crosses and blocks movement: see where it stops before you place your forces.',
      },
      spiceBlow: {
        title: 'Spice blow',
        text: 'A card puts spice somewhere in the desert, or sends a worm that swallows everything in a territory. Spice draws armies: that is where the harvests and the battles will be.',
      },
      bidding: {
        title: 'Bidding',
        text: 'Treachery cards are sold one by one for spice. Your prescience shows you each card before you bid: go for useful weapons and defences, but keep enough spice to ship forces.',
      },
      movement: {
        title: 'Revival and movement',
        text: 'On your turn: bring forces back from the Tanks, ship forces from your reserves (cheaper into a stronghold), then make a single move. Holding Arrakeen gives you ornithopters: three territories instead of one.',
      },
      battle: {
        title: 'Battle',
        text: 'Where two factions share a territory, each secretly dials a number of forces and picks a leader and cards. The higher total wins; the forces dialled are lost even by the winner, so commit only what you need.',
      },
      collection: {
        title: 'Collection',
        text: 'Your forces on spice collect it: 2 each, 3 if you hold Arrakeen or Carthag. Spice pays for shipments and bids; three strongholds at the end of a turn win the game.',
      },
    },
    imperium: {
      roundStart: {
        title: 'Round start',
        text: 'A conflict card is revealed: it says what this round’s combat is worth. Everyone draws five cards, your only means of acting this round.',
      },
      playerTurns: {
        title: 'Agent and reveal turns',
        text: 'Each turn, play a card to send an agent to a space whose icon it shows. When your agents are out, reveal the rest of your hand: persuasion buys new cards, swords add to your troops in the conflict.',
      },
      combat: {
        title: 'Combat',
        text: 'Players in the conflict compare their strength. The first takes the best reward, often a victory point; sending an agent to a combat space is what let you deploy troops there.',
      },
      makers: {
        title: 'Makers',
        text: 'Desert spaces nobody visited gain bonus spice: they will be worth more next round.',
      },
      recall: {
        title: 'Recall',
        text: 'Everyone takes back their agents and the first player changes. The game ends once someone reaches 10 victory points.',
      },
    },
  },
  nl: {
    dune: {
      setup: {
        title: 'Voorbereiding: kies een verrader',
        text: 'Je speelt de Atreides. Houd van de getrokken vijandelijke chefs er één als verrader: stuurt zijn kamp die chef in een gevecht tegen jou, dan win je meteen. Een sterke chef van een factie die je verwacht te bevechten is een goede keuze.',
      },
      storm: {
        title: 'Storm',
        text: 'De storm trekt verder met de som van twee geheime wielen. Hij vernietigt troepen en specerij in de woestijn op zijn weg en blokkeert bewegingen: kijk waar hij stopt voor je je troepen plaatst.',
      },
      spiceBlow: {
        title: 'Specerij-explosie',
        text: 'Een kaart legt specerij ergens in de woestijn, of stuurt een worm die alles in een gebied verslindt. Specerij trekt legers aan: daar wordt geoogst en gevochten.',
      },
      bidding: {
        title: 'Bieden',
        text: 'Verraadkaarten worden een voor een voor specerij verkocht. Dankzij je voorkennis zie je elke kaart voor je biedt: ga voor nuttige wapens en verdedigingen, maar houd genoeg specerij om te landen.',
      },
      movement: {
        title: 'Rekrutering en beweging',
        text: 'Op je beurt: haal troepen terug uit de tanks, laat troepen uit je reserve landen (goedkoper in een citadel) en doe dan één beweging. Wie Arrakeen houdt, heeft ornithopters: drie gebieden ver in plaats van één.',
      },
      battle: {
        title: 'Gevecht',
        text: 'Waar twee facties een gebied delen, stelt elk in het geheim een aantal troepen in en kiest een chef en kaarten. Het hoogste totaal wint; de ingestelde troepen gaan ook voor de winnaar verloren, dus zet alleen in wat nodig is.',
      },
      collection: {
        title: 'Oogst',
        text: 'Je troepen op specerij oogsten die: 2 per troep, 3 als je Arrakeen of Carthag houdt. Specerij betaalt landingen en biedingen; drie citadellen aan het einde van een beurt winnen het spel.',
      },
    },
    imperium: {
      roundStart: {
        title: 'Begin van de ronde',
        text: 'Er wordt een Conflictkaart onthuld: die zegt wat het gevecht van deze ronde oplevert. Iedereen trekt vijf kaarten, je enige middelen om te handelen.',
      },
      playerTurns: {
        title: 'Agent- en Onthullingsbeurten',
        text: 'Speel elke beurt een kaart om een Agent naar een plek met haar icoon te sturen. Staan je Agenten op het bord, onthul dan de rest van je hand: Overtuiging koopt nieuwe kaarten, zwaarden versterken je troepen in het Conflict.',
      },
      combat: {
        title: 'Gevecht',
        text: 'De spelers in het Conflict vergelijken hun kracht. De eerste krijgt de beste beloning, vaak een overwinningspunt; een Agent op een gevechtsplek liet je daar troepen inzetten.',
      },
      makers: {
        title: 'Makers',
        text: 'Woestijnplekken waar niemand kwam, krijgen extra specerij: de volgende ronde zijn ze meer waard.',
      },
      recall: {
        title: 'Terugroepen',
        text: 'Iedereen neemt zijn Agenten terug en de startspeler wisselt. Het spel eindigt zodra iemand 10 overwinningspunten heeft.',
      },
    },
  },
};
