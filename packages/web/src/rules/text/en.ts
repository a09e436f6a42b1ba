import type { RuleTexts } from '../refs.ts';

/** The Rules panel in English: our own short account of each section (no rulebook text is copied). */
export const RULES_EN: RuleTexts = {
  '000 3': {
    title: 'Setting up',
    text: 'Each faction starts with the spice and the forces its shield names, on the board or in reserve. Every player then draws four leader discs and secretly keeps one enemy leader as a traitor; the Harkonnen keep all four. Everyone also gets one treachery card (the Harkonnen two).',
  },
  '000 4': {
    title: 'How to win',
    text: 'At the end of a turn, a player who holds at least three strongholds (four with two players) with at least one token in each wins. Allies add their strongholds together. If nobody has won after the last turn, the Guild and the Fremen may win on their own terms; otherwise nobody does.',
  },
  '000 5': {
    title: 'The turn',
    text: 'A game lasts at most fifteen turns. Each turn runs through the phases in a fixed order: storm, spice blow, bidding, revival and movement, battle, and spice collection.',
  },
  '000 6': {
    title: 'Storm',
    text: 'The storm marker travels counter-clockwise around the board. What it passes over or stops on suffers: it blocks shipping and movement through its sectors and destroys forces and spice in the open desert.',
  },
  '000 6.A': {
    title: 'The first storm',
    text: 'On the first turn the two players nearest the storm start sector each dial a number from 0 to 20 in secret; the storm moves the sum of the two from the start sector.',
  },
  '000 6.B': {
    title: 'Moving the storm',
    text: 'On later turns the two players who last used their battle wheels each dial 1 to 3 in secret. The storm moves as many sectors as the two numbers add up to.',
  },
  '000 6.C': {
    title: 'Storm damage',
    text: 'Forces in a desert sector the storm passes over or stops on go to the Tleilaxu Tanks, and spice there returns to the bank. Strongholds and rock territories shelter their occupants; the Imperial Basin is sheltered once the Shield Wall stands.',
  },
  '000 7': {
    title: 'Spice blow',
    text: 'The top spice card is turned over. A territory card places that much spice in the territory’s marked sector; a sandworm (Shai-Hulud) card sets off a worm and a nexus.',
  },
  '000 7.A.1': {
    title: 'Spice appears',
    text: 'The amount on the card goes from the bank to the sector marked on the board for that territory. If the storm sits on that sector, no spice is placed.',
  },
  '000 7.A.2': {
    title: 'Shai-Hulud',
    text: 'A sandworm swallows every force and all the spice in the territory of the previous spice card; the forces go to the Tleilaxu Tanks. More cards are turned until a territory card shows, and a nexus follows.',
  },
  '000 7.D': {
    title: 'No worms on the first turn',
    text: 'On the first turn sandworms do not strike: a worm card turned is put back and the spice deck is shuffled again.',
  },
  '000 8': {
    title: 'Bidding',
    text: 'As many treachery cards as there are players able to bid are dealt face down, then sold one at a time. Players bid spice in turn, raising or passing; the highest bid pays the bank and takes the card. The opening bid moves on to the next player for each card.',
  },
  '000 8.C': {
    title: 'Bid only what you hold',
    text: 'Nobody may bid more spice than they have (or than an ally is ready to pay for them).',
  },
  '000 8.G': {
    title: 'A full hand',
    text: 'A hand holds at most four treachery cards (the Harkonnen eight). A player with a full hand must pass through the whole bidding.',
  },
  '000 8.I': {
    title: 'CHOAM Charity',
    text: 'At the start of the bidding, a player with no spice at all may claim 2 spice from the bank.',
  },
  '000 9': {
    title: 'Revival and movement',
    text: 'First everyone may bring forces back from the Tleilaxu Tanks. Then, starting with the first player, each player in turn ships forces onto Dune and makes one move, and may then revive a leader.',
  },
  '000 9.A': {
    title: 'The first player',
    text: 'The player whose seat comes first counter-clockwise from the storm goes first in bidding, movement and battles this turn; play goes on to their right.',
  },
  '000 9.B': {
    title: 'Reviving forces',
    text: 'Each shield says how many forces come back from the Tanks for free each turn. Each further force costs 2 spice, up to the limit.',
  },
  '000 9.B.2': {
    title: 'Three a turn',
    text: 'No player revives more than three forces in one turn, unless a card such as the Tleilaxu Ghola says otherwise.',
  },
  '000 9.C.1': {
    title: 'Shipment',
    text: 'Once per turn a player may ship any number of forces from reserves to one territory of Dune, paying the Guild’s fare.',
  },
  '000 9.C.1.b': {
    title: 'The fare',
    text: 'A shipment costs 1 spice per force into a stronghold and 2 per force anywhere else. The Fremen bring their forces in from the desert and pay nothing.',
  },
  '000 9.C.1.c': {
    title: 'Where you may not land',
    text: 'Nobody ships into a sector under the storm, nor into a stronghold already held by two other factions.',
  },
  '000 9.C.1.d': {
    title: 'No way back',
    text: 'Forces on Dune cannot be shipped back to reserves (the Guild alone may, as its power says).',
  },
  '000 9.C.2': {
    title: 'Movement',
    text: 'Once per turn a player may move one group of forces, all leaving the same territory together, to a territory nearby. Forces just shipped may move too.',
  },
  '000 9.C.2.a': {
    title: 'Ornithopters',
    text: 'A player with forces in Arrakeen or Carthag when their move begins may move up to three territories; otherwise a move goes to an adjacent territory only. The Fremen always move two.',
  },
  '000 9.C.2.b': {
    title: 'One move a turn',
    text: 'Each player makes a single move per turn, with a single group.',
  },
  '000 9.C.2.c': {
    title: 'The storm blocks the way',
    text: 'Forces may not enter, leave or cross a sector under the storm. A territory spread over several sectors can still be entered through a sector the storm does not cover. The Polar Sink is never in the storm.',
  },
  '000 9.C.2.f': {
    title: 'Crowded strongholds',
    text: 'Enemy forces do not block movement, with one exception: no force may enter or pass through a stronghold already held by two other factions.',
  },
  '000 9.D': {
    title: 'Reviving leaders',
    text: 'Once all five of a player’s leaders are in the Tanks, one of them may be revived each turn at the end of the player’s move, for as much spice as the leader’s strength.',
  },
  '000 10': {
    title: 'Battle',
    text: 'Wherever forces of two or more players share a territory they fight, until only one player remains there. Each battle is fought with secret battle plans revealed together.',
  },
  '000 10.A': {
    title: 'Which battles',
    text: 'The first player is the aggressor and chooses the order of their battles, and the opponent when three or more are present; then the next player to the right becomes the aggressor.',
  },
  '000 10.A.2.a': {
    title: 'Storm between',
    text: 'Forces separated by a sector under the storm do not fight, and may stay in the same territory.',
  },
  '000 10.A.2.b': {
    title: 'Peace in the Polar Sink',
    text: 'No battle is ever fought in the Polar Sink.',
  },
  '000 10.B': {
    title: 'The battle plan',
    text: 'Each side dials a number from 0 up to its forces in the territory, picks a leader, and may add a weapon, a defence or both from its hand. The plans are shown at the same time.',
  },
  '000 10.C': {
    title: 'Who wins',
    text: 'The dial plus the strength of a living leader decides; a tie goes to the aggressor. A weapon kills the enemy leader unless the right defence stops it. The loser loses every force there and discards the cards of the plan; the winner loses as many forces as dialled and collects spice for each leader killed.',
  },
  '000 10.C.8': {
    title: 'One territory per leader',
    text: 'A leader who survived a battle may not fight in another territory in the same turn, though it may fight again in the same territory.',
  },
  '000 10.C.9': {
    title: 'You must send a leader',
    text: 'A player with an available leader or a Cheap Hero must put one of them in the plan. Without either, the battle is still fought, but with no treachery cards: only the dial counts.',
  },
  '000 10.D': {
    title: 'Traitors',
    text: 'If the opponent sends a leader you hold as a traitor, you may call the treason: you win at once, lose nothing, and take spice equal to the traitor’s strength; the betrayed side loses everything there. If both call treason, both lose everything.',
  },
  '000 11': {
    title: 'Spice collection',
    text: 'Forces in a territory with spice collect 2 spice each, or 3 each for a player who holds Arrakeen or Carthag. Spice not collected stays where it is.',
  },
  '000 12': {
    title: 'Alliances and the nexus',
    text: 'When a sandworm appears (after the first turn), a nexus opens: players may form, join or leave alliances, which are always public. Allies win together, may pay for each other’s cards and shipments, and help each other as their shields allow.',
  },
  '000 12.E.5': {
    title: 'Allies do not share a territory',
    text: 'A player may not move or ship into a territory where an ally has forces, except the Polar Sink.',
  },
  '000 13': {
    title: 'Deals',
    text: 'Players may strike all kinds of bargains aloud; a deal once made is announced to the table and must be kept: nobody goes back on it. Spice may be part of it, but never treachery cards, leaders, tokens or a faction’s powers.',
  },
  '000 annexe 3.atreides': {
    title: 'Atreides powers',
    text: 'Prescience: the Atreides see each treachery card before it is auctioned and the top card of the spice deck, and in battle may ask to see one element of the opponent’s plan before making their own.',
  },
  '000 annexe 3.beneGesserit': {
    title: 'Bene Gesserit powers',
    text: 'At the start they secretly predict a winner and a turn; if that comes true, they alone win. When another player ships, they may send one advisor to the Polar Sink for free, and in battle the Voice forces or forbids a card in the opponent’s plan.',
  },
  '000 annexe 3.emperor': {
    title: 'Emperor powers',
    text: 'The Emperor receives the spice other players pay for treachery cards, and may give spice to allies.',
  },
  '000 annexe 3.fremen': {
    title: 'Fremen powers',
    text: 'The Fremen move two territories, bring forces in for free near the Great Flat, lose only half their forces to the storm, and ride sandworms instead of being eaten. If nobody has won at the end and their sietches are free of others, they win.',
  },
  '000 annexe 3.guild': {
    title: 'Guild powers',
    text: 'The Guild collects the spice others pay for shipment, pays half for its own, may ship between territories or back off the planet, and chooses when to move in the turn. If nobody has won at the end, the Guild wins.',
  },
  '000 annexe 3.harkonnen': {
    title: 'Harkonnen powers',
    text: 'The Harkonnen keep every traitor they draw, may hold eight treachery cards, and get a second card free each time they buy one.',
  },
  '002 Objectif': {
    title: 'Goal',
    text: 'Gain victory points through the factions’ favour, conflicts and cards. The game ends at the end of the round in which someone reaches 10 points or the conflict deck runs out; the most points wins.',
  },
  '002 Manche': {
    title: 'The round',
    text: 'Each round has five phases: round start, player turns, combat, makers, and recall.',
  },
  '002 Début de manche': {
    title: 'Round start',
    text: 'A new conflict card is revealed, showing what the coming combat is worth, and everyone draws five cards from their deck.',
  },
  "002 Tour d'Agent": {
    title: 'Agent turn',
    text: 'Play one card from your hand and send an agent to a free board space whose icon the card shows, paying the space’s cost. You get the card’s agent effect and the space’s effect; a space with a combat icon lets you deploy troops to the conflict.',
  },
  '002 Révélation': {
    title: 'Reveal turn',
    text: 'When you have no agent left, or choose to stop, reveal the rest of your hand: its persuasion buys cards and its swords add to your strength in the conflict. After this turn you play no more turns this round.',
  },
  '002 Achat': {
    title: 'Acquiring cards',
    text: 'Persuasion from the reveal turn buys cards from the Imperium row or the reserve, at the cost printed on them. Bought cards go to your discard pile; unspent persuasion is lost.',
  },
  '002 Conflit': {
    title: 'Combat',
    text: 'Players with units in the conflict may play combat intrigues in turn. Then each one’s strength is counted (2 per troop, more for sandworms, plus swords), and the conflict card’s rewards go by rank; with no unit left you get nothing.',
  },
  '002 Intrigues': {
    title: 'Intrigue cards',
    text: 'Plot intrigues are played on your own turns, combat intrigues during combat, and endgame intrigues at the end of the game.',
  },
  '002 Factions': {
    title: 'Factions',
    text: 'Visiting a faction’s space moves you up its influence track. Reaching two gives a victory point; the first to reach four takes the faction’s alliance, worth one more point.',
  },
  '002 Faiseurs': {
    title: 'Makers',
    text: 'Each maker space where no agent went this round gains one bonus spice, for whoever harvests there next.',
  },
  '002 Rappel': {
    title: 'Recall',
    text: 'Check whether the game ends; otherwise everyone takes back their agents and the first-player marker passes to the next player clockwise.',
  },
  '002 Fin de partie': {
    title: 'End of the game',
    text: 'After the round in which someone has 10 points or more, or the conflict deck is empty, endgame intrigues are played and the most points wins; ties go by spice, then solari, water and troops in the garrison.',
  },
  '002 Deux joueurs': {
    title: 'Two players',
    text: 'With two players, House Hagal plays a third seat that blocks spaces and fights in the conflicts, following its own deck.',
  },
  '002 Solo': {
    title: 'Solo',
    text: 'Alone, you face two rivals driven by the House Hagal deck at the difficulty you chose.',
  },
  "004 Tour d'Agent": {
    title: 'Agent turn (Uprising)',
    text: 'As in the first game: one card, one agent on a space its icons allow, and their effects. A spy already posted next to a space lets you use it even when another agent is there.',
  },
  '004 Espions': {
    title: 'Spies',
    text: 'Some effects post a spy on a free observation post. Recalling a spy later pays certain costs, lets an agent into a space the spy watches even if it is taken, or draws a card.',
  },
  '004 Contrats': {
    title: 'Contracts',
    text: 'With the CHOAM module, the CHOAM space gives one of the two face-up contracts. A contract pays its reward when you fulfil its condition.',
  },
  '004 Vers des sables': {
    title: 'Sandworms',
    text: 'A space with a worm icon lets a player with a maker hook call sandworms into the conflict, unless the Shield Wall protects it. A sandworm is worth 3 strength and doubles its owner’s conflict reward.',
  },
  '004 Mur du Bouclier': {
    title: 'Shield Wall',
    text: 'While the Shield Wall stands, no sandworm may be called into a conflict it protects. Some effects blow it up.',
  },
  '004 Contrôle': {
    title: 'Control',
    text: 'Winning certain conflicts puts your flag on Arrakeen, the Spice Refinery or the Imperial Basin: you gain its bonus whenever any agent visits that space.',
  },
  '004 Six joueurs': {
    title: 'Six players',
    text: 'Six players play as two teams of three: a commander and two allies, the allies fighting the conflicts for their team.',
  },
  // issue 21: the sections Dune's refusals cite (packages/dune/src/reasons.ts).
  '000 8.B.2': {
    title: 'Raise or pass',
    text: 'In turn, each player offers more than the current high bid or passes. Once everyone else has passed after a bid, its maker pays and takes the card.',
  },
  '000 9.B.1': {
    title: 'Revival for spice',
    text: 'A few tokens come back from the tanks free each turn, by faction; each further token costs two spice to the bank.',
  },
  '000 9.C.1.a': {
    title: 'Shipping in',
    text: 'On their movement turn a player may ship from reserves onto Dune as many tokens as they like and can pay for, into one territory.',
  },
  '000 9.D.1': {
    title: 'Reviving a leader',
    text: 'A leader can come back from the tanks only once all five of the player’s leaders are there; then one returns each turn until all are back.',
  },
  '000 9.D.2': {
    title: 'A leader’s price',
    text: 'Reviving a leader costs its fighting value in spice, paid to the bank.',
  },
  '000 9.D.5': {
    title: 'Killed a second time',
    text: 'A revived leader killed again waits to return until all its companions have come back in turn.',
  },
  '000 10.A.1': {
    title: 'Where battles happen',
    text: 'A battle takes place wherever two or more players’ forces share a territory, unless the storm separates them or it is the Polar Sink.',
  },
  '000 10.B.1': {
    title: 'The battle wheel',
    text: 'Each side secretly dials a number from zero up to its tokens in the battle’s territory.',
  },
  '000 10.B.2': {
    title: 'The leader played',
    text: 'The battle plan holds one of the player’s own leaders, set secretly on the wheel.',
  },
  '000 10.B.3': {
    title: 'Cards in the plan',
    text: 'A weapon, a defence or both may be added from the hand; a card serves once in a plan.',
  },
  '000 10.C.10': {
    title: 'No leader',
    text: 'A player with neither an available leader nor a Cheap Hero still fights, but with no treachery card: their strength is the wheel alone.',
  },
  '000 10.D.1': {
    title: 'Calling treachery',
    text: 'If the opposing leader is one of your traitors, you may reveal it when the plans are shown: you win the battle at once.',
  },
  '000 15': {
    title: 'Extra powers',
    text: 'With this option each faction gains new powers, among them elite troops (Sardaukar, Fedaykin) worth double in battle and the Atreides’ Kwisatz Haderach.',
  },
  '000 16.A.1': {
    title: 'Harvest: the first Manager',
    text: 'Each player gets 10 spice for this prelude, then bids in secret to become CHOAM’s Manager. Nobody bids more spice than they have; the highest bidder pays the runner-up.',
  },
  '000 16.B.1': {
    title: 'Harvest: the Manager’s report',
    text: 'Only the Manager sees the Harvest card and announces the harvest: lower than the truth if they like, never higher. They then deal a Share card to each other player, the total within the announced harvest; there must be Share cards for everyone.',
  },
  '000 16.B.3': {
    title: 'Harvest: the struggle for influence',
    text: 'The Access cards are auctioned one by one like treachery cards: each bid tops the last one and stays within the bidder’s spice.',
  },
  '000 16.B.4': {
    title: 'Harvest: the exchanges',
    text: 'After the last struggle for influence, players swap Access cards from their hands, one for one; an answer goes to an offer received, and each player has one offer out at a time.',
  },
  '000 16.B.6': {
    title: 'Harvest: the placement',
    text: 'Each player lays face down the strongholds they hold, each with troop cards they still hold, twenty tokens at most in all.',
  },
  '000 16.C': {
    title: 'Harvest: the powers',
    text: 'Each faction has a power of its own in the prelude; the Guild, for one, may sell the Manager a second Harvest card for 4 to 8 spice, which the Manager must be able to pay.',
  },
  '000 18': {
    title: 'Special Karama powers',
    text: 'With this option a Karama can also cancel one named power of another faction for a while, such as the Guild forbidding someone’s shipment.',
  },
  '000 24.A.1': {
    title: 'Paying for tokens',
    text: 'In advanced battles each token dialled must be paid one spice to count fully; unpaid it counts half. Nobody pays for more than the tokens dialled or the spice they have.',
  },
  '000 annexe 4': {
    title: 'Treachery cards',
    text: 'Each card has its moment and effect: weapons and defences in battle, the Cheap Hero in a leader’s place, Karama to bid without paying or counter a power, Hajr for a second move, the Cone of Silence to silence a bidder, and more.',
  },
  '000 XXXI': {
    title: 'Moving two territories (variant XXXI)',
    text: 'Each player may move a group one or two territories, one territory at a time, leaving some tokens on the territory crossed if he wishes. With ornithopters (tokens in Carthag or Arrakeen) the group goes up to three territories but leaves no token on the way. The storm and strongholds held by two other players apply at every step.',
  },
  '000 XXXVII': {
    title: 'The Bene Tleilax',
    text: 'With this variant the Bene Tleilax play as a seventh faction and keep the tanks. Once a turn, instead of reviving a leader, another player may offer them to buy back one of their dead leaders, at a price they can pay.',
  },
  '000 XXXVIII': {
    title: 'Victory points',
    text: 'With this variant points are scored at the end of each turn for the sietches and capital quarters held. At the start of the turn the Bene Gesserit secretly predict, zone after zone, which faction in the game will hold each one, or that it will stay empty.',
  },
  '000 XXXII': {
    title: 'Battle order chosen by the players (variant XXXII)',
    text: 'The first player after the storm chooses one of his possible battles and, where three or more factions meet, his opponent; once it is fought (or settled by an agreement under XXXIII) the next player in storm order chooses, and so on round the table until no battle is left. Every player must fight a battle if he can. With the Bene Gesserit’s extra powers, the Bene Gesserit may pass instead: they then coexist in peace wherever they still share a territory.',
  },
  '000 XXXIII': {
    title: 'Battles no longer compulsory (variant XXXIII)',
    text: 'Before the first battle in a territory, the player who chose it proposes an agreement to everyone fighting there: how the spice there is shared, and in a stronghold which of them holds it (the others take their tokens back to their reserves). Everyone has one minute to accept; a single refusal and all must fight there.',
  },
  '000 10.C.6': {
    title: 'The winner’s cards',
    text: 'The winner chooses, card by card, whether to keep or discard the treachery cards it played in its battle plan.',
  },
  '000 24.C': {
    title: 'The winner’s losses',
    text: 'In advanced battles the winner chooses which tokens it loses, as long as their total worth equals its dialled strength; an unpaid token is worth half.',
  },
  '004 Manche': {
    title: 'A round (Uprising)',
    text: 'Each round runs five phases: round start (a new Conflict, five cards in hand), player turns, combat, makers, recall. Only the player whose turn it is decides; the others wait for their moment.',
  },
  '004 Tours des Joueurs': {
    title: 'Player turns (Uprising)',
    text: 'In turn, each player takes an Agent turn or their Reveal turn. A Plot Intrigue may be played whenever you like during your own turn, if its condition holds and its cost is paid.',
  },
  '004 Offre Imperium': {
    title: 'Imperium Row (Uprising)',
    text: 'On your Reveal turn, persuasion buys cards from the Imperium Row or the reserve piles, each at its cost. A card taken from the Row is replaced at once. The acquired card goes to your discard pile unless an effect says otherwise.',
  },
  '004 Combat': {
    title: 'Combat (Uprising)',
    text: 'The players with units in the Conflict take turns playing Combat Intrigues or passing; then strengths are compared and rewards handed out.',
  },
  '004 Jeu solo': {
    title: 'Solo game (Uprising)',
    text: 'Alone, you face two Rivals driven by the House Hagal deck. At the hardest levels some options are closed to you, such as the Swordmaster.',
  },
  // issue 21 (explain-rest): the arena of the duel and the variants refusals cite.
  '000 19': {
    title: 'The duel',
    text: 'With this option a Kanly called and taken up is fought in the arena: each side places a champion, who moves one neighbouring cell at a time, goes around obstacles and plays Duel cards to strike or to parry a blow coming from a given side.',
  },
  '000 XXIX': {
    title: 'Variant: the diplomacy phase',
    text: 'Instead of alliances, a diplomacy phase of a few minutes at the start of each turn or at each nexus: players trade information, cards and spice, even in secret; the Atreides are told which cards change hands.',
  },
  '000 XXX': {
    title: 'Variant: bidding for the movement order',
    text: 'The Guild first picks its place in the movement order; the others bid spice in secret for the remaining places, never more than they have, and the Guild breaks ties.',
  },
  '000 XXXIV': {
    title: 'Variant: the Governor of Dune',
    text: 'Arrakeen and Carthag split into quarters. The Emperor names a faction, which installs one of its available leaders as Governor in a capital it occupies; the Governor brings in spice while he holds.',
  },
  '000 XXXVI': {
    title: 'Variant: the Harkonnen capture',
    text: 'Before movement, the Harkonnen may try to capture an enemy leader on the board with a die roll, among those the rule allows at that moment.',
  },
  // issue 21 (leader-reasons): setup, where each player takes a leader.
  '002 Mise en place': {
    title: 'Setup',
    text: 'Before the first round each player takes a leader, chosen or drawn at random: a leader belongs to one player only. Each also receives a starting deck, Agents and starting resources.',
  },
  '004 Mise en place': {
    title: 'Setup',
    text: 'Each player chooses a colour and a leader nobody else has taken (Shaddam Corrino IV only with the CHOAM module), then receives their pieces, water and garrisoned troops.',
  },
};
