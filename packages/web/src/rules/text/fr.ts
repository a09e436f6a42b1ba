import type { RuleTexts } from '../refs.ts';

/** Le panneau des règles en français : un résumé à nous de chaque section (aucun texte du livret n'est recopié). */
export const RULES_FR: RuleTexts = {
  '000 3': {
    title: 'Mise en place',
    text: 'Chaque faction reçoit l’Épice et les pions indiqués sur son bouclier, sur la carte ou en réserve. Chaque joueur tire ensuite quatre rondelles de chef et garde en secret un chef ennemi comme traître ; les Harkonnen les gardent tous les quatre. Chacun reçoit aussi une carte Traîtrise (deux pour les Harkonnen).',
  },
  '000 4': {
    title: 'But du jeu',
    text: 'À la fin d’un tour, le joueur qui occupe au moins trois citadelles (quatre à deux joueurs), avec au moins un pion dans chacune, a gagné. Les alliés additionnent leurs citadelles. Si personne n’a gagné après le dernier tour, la Guilde et les Fremen peuvent l’emporter selon leurs propres conditions ; sinon personne ne gagne.',
  },
  '000 5': {
    title: 'Séquence du jeu',
    text: 'Une partie dure quinze tours au plus. Chaque tour enchaîne les phases dans un ordre fixe : tempête, explosion de l’Épice, enchères, enrôlement et mouvement, bataille, récolte de l’Épice.',
  },
  '000 6': {
    title: 'Tempête',
    text: 'Le marqueur de tempête tourne autour de la carte dans le sens contraire des aiguilles d’une montre. Les secteurs qu’il traverse ou sur lesquels il s’arrête en souffrent : il bloque débarquements et mouvements et détruit pions et Épice dans le désert.',
  },
  '000 6.A': {
    title: 'La première tempête',
    text: 'Au premier tour, les deux joueurs les plus proches du secteur de départ de la tempête choisissent chacun en secret un nombre de 0 à 20 ; la tempête avance de leur somme à partir de ce secteur.',
  },
  '000 6.B': {
    title: 'Déplacer la tempête',
    text: 'Aux tours suivants, les deux joueurs qui ont utilisé leur roue de bataille en dernier choisissent chacun en secret de 1 à 3. La tempête avance d’autant de secteurs que la somme des deux.',
  },
  '000 6.C': {
    title: 'Les ravages de la tempête',
    text: 'Les pions d’un secteur de désert que la tempête traverse ou sur lequel elle s’arrête partent aux Cuves du Bene Tleilax, et l’Épice qui s’y trouve retourne à la Banque. Les citadelles et les territoires rocheux abritent leurs occupants ; le Bassin Impérial aussi, tant que le Mur du Bouclier tient.',
  },
  '000 7': {
    title: 'Explosion de l’Épice',
    text: 'On retourne la carte du dessus de la pile d’Épice. Une carte de territoire y place de l’Épice dans le secteur marqué ; une carte de ver des sables (Shai-Hulud) déclenche un ver et un nexus.',
  },
  '000 7.A.1': {
    title: 'L’Épice apparaît',
    text: 'La quantité indiquée passe de la Banque au secteur marqué du territoire. Si la tempête se trouve sur ce secteur, aucune Épice n’y est posée.',
  },
  '000 7.A.2': {
    title: 'Shai-Hulud',
    text: 'Un ver des sables engloutit tous les pions et toute l’Épice du territoire de la carte précédente ; les pions partent aux Cuves. On retourne d’autres cartes jusqu’à une carte de territoire, puis un nexus a lieu.',
  },
  '000 7.D': {
    title: 'Pas de ver au premier tour',
    text: 'Au premier tour, les vers ne frappent pas : toute carte de ver retournée est remise dans la pile d’Épice, que l’on rebat.',
  },
  '000 8': {
    title: 'Enchères',
    text: 'On tire autant de cartes Traîtrise, face cachée, que de joueurs pouvant enchérir, puis on les vend une à une. Chacun à son tour surenchérit en Épice ou passe ; la meilleure enchère paie la Banque et prend la carte. L’ouverture des enchères passe au joueur suivant à chaque carte.',
  },
  '000 8.C': {
    title: 'Enchérir avec ce qu’on a',
    text: 'Personne ne peut miser au-delà de l’Épice qu’il a (ou qu’un allié n’accepte de payer pour lui).',
  },
  '000 8.G': {
    title: 'Main pleine',
    text: 'Une main compte au plus quatre cartes Traîtrise (huit pour les Harkonnen). Un joueur dont la main est pleine passe pendant toutes les enchères.',
  },
  '000 8.I': {
    title: 'Aumône du C.H.O.M.',
    text: 'Au début des enchères, un joueur qui n’a plus aucune Épice peut réclamer 2 unités d’Épice à la Banque.',
  },
  '000 9': {
    title: 'Enrôlement et mouvement',
    text: 'D’abord, chacun peut retirer des pions des Cuves du Bene Tleilax. Puis, en commençant par le premier joueur, chacun à son tour débarque des pions sur Dune, fait un mouvement, et peut ensuite ressusciter un chef.',
  },
  '000 9.A': {
    title: 'Le premier joueur',
    text: 'Le joueur dont la place suit la tempête dans le sens contraire des aiguilles d’une montre joue le premier aux enchères, aux mouvements et aux batailles de ce tour ; on continue vers sa droite.',
  },
  '000 9.B': {
    title: 'Enrôlement des troupes',
    text: 'Chaque bouclier indique combien de pions reviennent gratuitement des Cuves à chaque tour. Chaque pion de plus coûte 2 unités d’Épice, dans la limite permise.',
  },
  '000 9.B.2': {
    title: 'Trois par tour',
    text: 'Trois pions par tour au maximum reviennent des Cuves, sauf si une carte comme le Ghola Tleilaxu le permet.',
  },
  '000 9.C.1': {
    title: 'Débarquement',
    text: 'Une fois par tour, un joueur peut débarquer autant de pions qu’il veut de ses réserves vers un territoire de Dune, en payant le prix du transport.',
  },
  '000 9.C.1.b': {
    title: 'Le prix du transport',
    text: 'Débarquer coûte 1 unité d’Épice par pion dans une citadelle et 2 par pion ailleurs. Les Fremen font venir leurs pions du désert et ne paient rien.',
  },
  '000 9.C.1.c': {
    title: 'Où l’on ne débarque pas',
    text: 'Personne ne débarque dans un secteur sous la tempête, ni dans une citadelle où deux autres factions sont déjà présentes.',
  },
  '000 9.C.1.d': {
    title: 'Pas de retour',
    text: 'Les pions posés sur Dune ne rembarquent pas vers les réserves (seule la Guilde le peut, grâce à ses atouts).',
  },
  '000 9.C.2': {
    title: 'Mouvement terrestre',
    text: 'Une fois par tour, un joueur peut déplacer un groupe de pions partant tous ensemble du même territoire vers un territoire voisin. Des pions tout juste débarqués peuvent en faire partie.',
  },
  '000 9.C.2.a': {
    title: 'Ornithoptères',
    text: 'Un joueur qui a des pions à Arrakeen ou à Carthag au début de son mouvement peut aller jusqu’à trois territoires plus loin ; sinon on ne va que dans un territoire adjacent. Les Fremen vont toujours à deux.',
  },
  '000 9.C.2.b': {
    title: 'Un mouvement par tour',
    text: 'Un joueur ne déplace qu’un groupe, une seule fois, à chaque tour.',
  },
  '000 9.C.2.c': {
    title: 'La tempête barre la route',
    text: 'On ne peut ni entrer dans un secteur sous la tempête, ni en sortir, ni le traverser. Un territoire à cheval sur plusieurs secteurs reste accessible par un secteur épargné. La Cuvette Polaire n’est jamais dans la tempête.',
  },
  '000 9.C.2.f': {
    title: 'Citadelles encombrées',
    text: 'Les pions ennemis ne bloquent pas le passage, sauf dans un cas : on ne peut ni entrer ni passer dans une citadelle où deux autres factions sont déjà présentes.',
  },
  '000 9.D': {
    title: 'Résurrection des chefs',
    text: 'Quand ses cinq chefs sont tous aux Cuves, un joueur peut en ressusciter un par tour, à la fin de son mouvement, contre autant d’Épice que le potentiel du chef.',
  },
  '000 10': {
    title: 'Bataille',
    text: 'Partout où les pions de plusieurs joueurs partagent un territoire, ils se battent jusqu’à ce qu’un seul joueur y reste. Chaque bataille se joue avec des plans secrets révélés en même temps.',
  },
  '000 10.A': {
    title: 'Quelles batailles',
    text: 'Le premier joueur est l’agresseur : il choisit l’ordre de ses batailles, et son adversaire quand ils sont trois ou plus ; puis le joueur à sa droite devient l’agresseur.',
  },
  '000 10.A.2.a': {
    title: 'La tempête sépare',
    text: 'Des pions séparés par un secteur sous la tempête ne se battent pas et peuvent rester dans le même territoire.',
  },
  '000 10.A.2.b': {
    title: 'La paix de la Cuvette Polaire',
    text: 'On ne se bat jamais dans la Cuvette Polaire.',
  },
  '000 10.B': {
    title: 'Plan de bataille',
    text: 'Chaque camp compose un nombre de 0 à ses pions dans le territoire, choisit un chef et peut ajouter une arme, une défense ou les deux. Les plans sont révélés ensemble.',
  },
  '000 10.C': {
    title: 'Résolution',
    text: 'Le nombre composé plus le potentiel d’un chef vivant décide ; en cas d’égalité, l’agresseur l’emporte. Une arme tue le chef adverse sauf si la bonne défense l’arrête. Le vaincu perd tous ses pions du territoire et défausse les cartes de son plan ; le vainqueur perd autant de pions que son nombre composé et touche de l’Épice pour chaque chef tué.',
  },
  '000 10.C.8': {
    title: 'Un territoire par chef',
    text: 'Un chef qui a survécu à une bataille ne peut pas combattre ailleurs au cours du même tour ; il peut revenir dans le même territoire.',
  },
  '000 10.C.9': {
    title: 'Il faut engager un chef',
    text: 'Un joueur qui a un chef disponible ou un Héros de pacotille doit en mettre un dans son plan. Sans l’un ni l’autre, il se bat quand même, mais sans carte Traîtrise : seul compte son nombre composé.',
  },
  '000 10.D': {
    title: 'Traîtres',
    text: 'Si l’adversaire engage un chef qui est votre traître, vous pouvez crier à la trahison : vous gagnez aussitôt, sans rien perdre, et touchez autant d’Épice que le potentiel du traître ; le camp trahi perd tout dans le territoire. Si les deux le crient, les deux perdent tout.',
  },
  '000 11': {
    title: 'Récolte de l’Épice',
    text: 'Les pions d’un territoire où il y a de l’Épice en récoltent 2 chacun, ou 3 chacun pour un joueur qui occupe Arrakeen ou Carthag. L’Épice non récoltée reste sur place.',
  },
  '000 12': {
    title: 'Alliances et nexus',
    text: 'Quand un ver des sables apparaît (après le premier tour), un nexus s’ouvre : on peut former, rejoindre ou quitter des alliances, toujours publiques. Les alliés gagnent ensemble, peuvent payer cartes et débarquements les uns des autres, et s’entraident selon leurs boucliers.',
  },
  '000 12.E.5': {
    title: 'Pas de territoire partagé entre alliés',
    text: 'On ne peut ni entrer ni débarquer dans un territoire où un allié a des pions, sauf dans la Cuvette Polaire.',
  },
  '000 13': {
    title: 'Tractations',
    text: 'Les joueurs peuvent passer de vive voix toutes sortes de marchés ; un accord conclu est annoncé à voix haute et doit être tenu : on ne revient pas dessus. L’Epice peut en faire partie, mais jamais les cartes Traîtrise, les chefs, les pions ni les atouts d’un personnage.',
  },
  '000 annexe 3.atreides': {
    title: 'Atouts des Atréides',
    text: 'Prescience : les Atréides voient chaque carte Traîtrise avant sa mise aux enchères et la carte du dessus de la pile d’Épice ; en bataille, ils peuvent voir un élément du plan adverse avant d’établir le leur.',
  },
  '000 annexe 3.beneGesserit': {
    title: 'Atouts du Bene Gesserit',
    text: 'Au départ, elles prédisent en secret un vainqueur et un tour ; si la prédiction s’accomplit, elles gagnent seules. Quand un autre joueur débarque, elles peuvent envoyer gratuitement une conseillère dans la Cuvette Polaire ; en bataille, la Voix impose ou interdit une carte au plan adverse.',
  },
  '000 annexe 3.emperor': {
    title: 'Atouts de l’Empereur',
    text: 'L’Empereur reçoit l’Épice que les autres joueurs paient pour leurs cartes Traîtrise, et peut donner de l’Épice à ses alliés.',
  },
  '000 annexe 3.fremen': {
    title: 'Atouts des Fremen',
    text: 'Les Fremen se déplacent de deux territoires, font venir leurs pions gratuitement près de la Grande Plaine, ne perdent que la moitié de leurs pions dans la tempête et chevauchent les vers au lieu d’être dévorés. Si personne n’a gagné à la fin et que leurs sietchs sont libres d’autrui, ils gagnent.',
  },
  '000 annexe 3.guild': {
    title: 'Atouts de la Guilde',
    text: 'La Guilde encaisse l’Épice que les autres paient pour débarquer, paie moitié prix pour elle-même, peut transporter d’un territoire à l’autre ou rembarquer, et choisit son moment pour se déplacer. Si personne n’a gagné à la fin, la Guilde gagne.',
  },
  '000 annexe 3.harkonnen': {
    title: 'Atouts des Harkonnen',
    text: 'Les Harkonnen gardent tous les traîtres qu’ils tirent, peuvent avoir huit cartes Traîtrise en main et reçoivent une seconde carte gratuite à chaque achat.',
  },
  '002 Objectif': {
    title: 'Objectif',
    text: 'Gagnez des points de victoire grâce aux factions, aux conflits et aux cartes. La partie s’arrête à la fin de la manche où quelqu’un atteint 10 points ou quand le paquet Conflit est vide ; le plus de points l’emporte.',
  },
  '002 Manche': {
    title: 'Structure d’une manche',
    text: 'Chaque manche compte cinq phases : début de manche, tours des joueurs, combat, faiseurs et rappel.',
  },
  '002 Début de manche': {
    title: 'Début de manche',
    text: 'On révèle une nouvelle carte Conflit, qui dit ce que vaudra le combat, et chacun pioche cinq cartes de son deck.',
  },
  "002 Tour d'Agent": {
    title: 'Tour Agent',
    text: 'Posez une carte de votre main et placez un Agent sur un emplacement libre dont l’icône figure sur la carte, en payant son coût. Vous obtenez l’effet Agent de la carte et celui de l’emplacement ; un emplacement avec l’icône de combat permet de déployer des troupes dans le Conflit.',
  },
  '002 Révélation': {
    title: 'Tour Révélation',
    text: 'Quand tous vos Agents sont sur le plateau, ou que vous choisissez d’arrêter, révélez le reste de votre main : sa Persuasion achète des cartes et ses épées s’ajoutent à votre force dans le Conflit. Ensuite, vous ne jouez plus de tour pendant cette manche.',
  },
  '002 Achat': {
    title: 'Acquérir des cartes',
    text: 'La Persuasion du tour Révélation achète des cartes de la Rangée Imperium ou de la réserve, au coût imprimé. Les cartes achetées vont dans votre défausse ; la Persuasion non dépensée est perdue.',
  },
  '002 Conflit': {
    title: 'Combat',
    text: 'Les joueurs présents dans le Conflit peuvent jouer à tour de rôle des Intrigues Combat. Puis on compte la force de chacun (2 par troupe, davantage pour un ver, plus les épées) et les récompenses de la carte Conflit vont selon le rang ; sans unité dans le Conflit, on ne reçoit rien.',
  },
  '002 Intrigues': {
    title: 'Cartes Intrigue',
    text: 'Les Intrigues Complot se jouent pendant vos propres tours, les Intrigues Combat pendant le combat et les Intrigues Fin de partie à la fin de la partie.',
  },
  '002 Factions': {
    title: 'Factions',
    text: 'Visiter l’emplacement d’une faction fait monter votre influence sur sa piste. Atteindre deux donne un point de victoire ; le premier à atteindre quatre prend l’alliance de la faction, qui vaut un point de plus.',
  },
  '002 Faiseurs': {
    title: 'Faiseurs',
    text: 'Chaque emplacement de faiseur où aucun Agent n’est allé pendant la manche reçoit une Épice en bonus, pour celui qui y récoltera ensuite.',
  },
  '002 Rappel': {
    title: 'Rappel',
    text: 'On vérifie si la partie s’arrête ; sinon chacun reprend ses Agents et le marqueur Premier Joueur passe au joueur suivant dans le sens horaire.',
  },
  '002 Fin de partie': {
    title: 'Fin de partie',
    text: 'Après la manche où quelqu’un a 10 points ou plus, ou quand le paquet Conflit est vide, on joue les Intrigues Fin de partie et le plus de points l’emporte ; à égalité on compare l’Épice, puis les Solari, l’Eau et les troupes en garnison.',
  },
  '002 Deux joueurs': {
    title: 'Parties à deux joueurs',
    text: 'À deux, la Maison Hagal occupe une troisième place : elle bloque des emplacements et se bat dans les conflits en suivant son propre paquet.',
  },
  '002 Solo': {
    title: 'Partie solo',
    text: 'Seul, vous affrontez deux rivaux menés par le paquet de la Maison Hagal, au niveau de difficulté choisi.',
  },
  "004 Tour d'Agent": {
    title: 'Tour Agent (Insurrection)',
    text: 'Comme dans le premier jeu : une carte, un Agent sur un emplacement que permettent ses icônes, et leurs effets. Un Espion déjà en poste près d’un emplacement permet d’y aller même si un autre Agent l’occupe.',
  },
  '004 Espions': {
    title: 'Espions',
    text: 'Certains effets placent un Espion sur un poste d’observation libre. Rappeler un Espion permet ensuite de payer certains coûts, d’envoyer un Agent sur un emplacement surveillé même occupé, ou de piocher une carte.',
  },
  '004 Contrats': {
    title: 'Contrats',
    text: 'Avec le module CHOM, l’emplacement CHOM donne l’un des deux Contrats face visible. Un Contrat rapporte sa récompense quand vous remplissez sa condition.',
  },
  '004 Vers des sables': {
    title: 'Vers des sables',
    text: 'Un emplacement à l’icône de ver permet à un joueur qui a un Hameçon d’appeler des vers dans le Conflit, sauf si le Mur du Bouclier le protège. Un ver vaut 3 de force et double la récompense de son maître.',
  },
  '004 Mur du Bouclier': {
    title: 'Mur du Bouclier',
    text: 'Tant que le Mur du Bouclier tient, aucun ver ne peut être appelé dans un conflit qu’il protège. Certains effets le font sauter.',
  },
  '004 Contrôle': {
    title: 'Contrôle',
    text: 'Gagner certains conflits place votre drapeau sur Arrakeen, la Raffinerie d’Épice ou le Bassin Impérial : vous touchez son bonus chaque fois qu’un Agent, quel qu’il soit, visite cet emplacement.',
  },
  '004 Six joueurs': {
    title: 'Partie à six',
    text: 'À six, on joue en deux équipes de trois : un commandant et deux alliés, les alliés menant les conflits pour leur équipe.',
  },
  // issue 21: the sections Dune's refusals cite (packages/dune/src/reasons.ts).
  '000 8.B.2': {
    title: 'Surenchérir ou passer',
    text: 'À son tour, chacun propose plus que la meilleure enchère du moment ou passe. Quand tous les autres ont passé après une enchère, son auteur paie et prend la carte.',
  },
  '000 9.B.1': {
    title: 'Enrôler contre de l’Épice',
    text: 'Quelques pions reviennent gratuitement des Cuves chaque tour, selon la faction ; chaque pion de plus coûte deux Épices à la Banque.',
  },
  '000 9.C.1.a': {
    title: 'Débarquer',
    text: 'Pendant son tour de mouvement, un joueur peut débarquer sur Dune autant de pions de ses réserves qu’il le souhaite et peut payer, dans un seul territoire.',
  },
  '000 9.D.1': {
    title: 'Ressusciter un chef',
    text: 'Un chef ne peut revenir des Cuves que lorsque les cinq chefs du joueur y sont ; il en revient alors un par tour, jusqu’à ce qu’ils soient tous revenus.',
  },
  '000 9.D.2': {
    title: 'Le prix d’un chef',
    text: 'Ressusciter un chef coûte autant d’Épice que sa valeur de combat, versée à la Banque.',
  },
  '000 9.D.5': {
    title: 'Mort une seconde fois',
    text: 'Un chef ressuscité puis tué de nouveau attend, pour revenir, que tous ses compagnons soient revenus à leur tour.',
  },
  '000 10.A.1': {
    title: 'Où l’on se bat',
    text: 'Une bataille a lieu là où les forces de deux joueurs ou plus se trouvent dans un même territoire, sauf si la tempête les sépare ou dans la Cuvette Polaire.',
  },
  '000 10.B.1': {
    title: 'La roue de bataille',
    text: 'Chacun compose en secret un nombre entre zéro et le nombre de ses pions présents dans le territoire de la bataille.',
  },
  '000 10.B.2': {
    title: 'Le chef engagé',
    text: 'Le plan de bataille comprend l’un de ses propres chefs, posé en secret sur la roue.',
  },
  '000 10.B.3': {
    title: 'Les cartes du plan',
    text: 'On peut ajouter au plan une arme, une défense ou les deux, prises dans sa main ; une carte ne sert qu’une fois par plan.',
  },
  '000 10.C.10': {
    title: 'Sans chef',
    text: 'Qui n’a ni chef disponible ni Héros de pacotille se bat quand même, mais sans aucune carte Traîtrise : sa force se résume à sa roue.',
  },
  '000 10.D.1': {
    title: 'Crier à la trahison',
    text: 'Si le chef adverse est l’un de vos traîtres, vous pouvez le révéler quand les plans sont dévoilés : vous gagnez la bataille sur-le-champ.',
  },
  '000 15': {
    title: 'Atouts supplémentaires',
    text: 'Avec cette option, chaque personnage gagne de nouveaux pouvoirs, dont les troupes d’élite (Sardaukar, Fedaykin) qui comptent double au combat et le Kwisatz Haderach des Atréides.',
  },
  '000 16.A.1': {
    title: 'Moisson : le premier Directeur',
    text: 'Chaque joueur reçoit 10 Épices pour ce prélude, puis mise en secret pour devenir Directeur du C.H.O.M. On ne mise que l’Épice qu’on possède ; le plus offrant paie sa mise au deuxième.',
  },
  '000 16.B.1': {
    title: 'Moisson : le rapport du Directeur',
    text: 'Le Directeur voit seul la carte Récolte et annonce la moisson : il peut la minimiser, jamais l’exagérer. Il donne ensuite une carte Partage à chacun des autres, le total ne dépassant pas ce qu’il a annoncé ; il faut des cartes Partage pour tous.',
  },
  '000 16.B.3': {
    title: 'Moisson : la lutte d’influence',
    text: 'Les cartes Accès sont vendues aux enchères une à une, comme les cartes Traîtrise : chaque enchère dépasse la précédente et ne dépasse pas l’Épice de l’enchérisseur.',
  },
  '000 16.B.4': {
    title: 'Moisson : les échanges',
    text: 'Après la dernière lutte d’influence, les joueurs échangent des cartes Accès de leur main, une contre une ; on répond à une offre reçue, et l’on n’a qu’une offre en cours à la fois.',
  },
  '000 16.B.6': {
    title: 'Moisson : le placement',
    text: 'Chacun pose face cachée les citadelles qu’il détient, chacune avec des cartes de garnison qu’il détient encore, vingt pions au plus en tout.',
  },
  '000 16.C': {
    title: 'Moisson : les pouvoirs',
    text: 'Chaque personnage a un atout propre au prélude ; la Guilde, par exemple, peut vendre au Directeur une deuxième carte Récolte pour 4 à 8 Épices, que le Directeur doit pouvoir payer.',
  },
  '000 18': {
    title: 'Pouvoirs Karama spéciaux',
    text: 'Avec cette option, une Karama peut aussi annuler pour un temps un pouvoir précis d’un autre personnage, par exemple interdire un débarquement à qui la Guilde vise.',
  },
  '000 24.A.1': {
    title: 'Payer ses pions',
    text: 'En bataille avancée, chaque pion engagé sur la roue doit être payé une Épice pour compter pleinement ; sinon il compte pour moitié. On ne paie pas plus que ses pions engagés ni que l’Épice dont on dispose.',
  },
  '000 annexe 4': {
    title: 'Les cartes Traîtrise',
    text: 'Chaque carte a son moment et son effet : armes et défenses en bataille, Héros de pacotille à la place d’un chef, Karama pour enchérir sans payer ou contrer un pouvoir, Hajr pour un second mouvement, Cône de silence pour faire taire un enchérisseur, et d’autres encore.',
  },
  '000 XXXI': {
    title: 'Mouvement de deux territoires (variante XXXI)',
    text: 'Chaque joueur peut déplacer un groupe de pions d’un ou de deux territoires, un territoire à la fois, en laissant éventuellement quelques pions sur la case traversée. Avec les ornithoptères (des pions à Carthag ou Arrakeen), le groupe va jusqu’à trois territoires mais ne laisse aucun pion en route. La tempête et les citadelles occupées par deux autres joueurs s’appliquent à chaque pas.',
  },
  '000 XXXVII': {
    title: 'Le Bene Tleilax',
    text: 'Avec cette variante, le Bene Tleilax joue en septième faction et tient les Cuves. Une fois par tour, au lieu de ranimer un chef, un autre joueur peut lui proposer de racheter l’un de ses chefs morts, au prix qu’il peut payer.',
  },
  '000 XXXVIII': {
    title: 'Points de victoire',
    text: 'Avec cette variante, on marque des points à la fin de chaque tour selon les sietchs et les quartiers des capitales tenus. Au début du tour, le Bene Gesserit prédit en secret, zone après zone, quelle faction en jeu tiendra chacune, ou qu’elle restera vide.',
  },
  '000 XXXII': {
    title: 'Ordre des combats choisi par les joueurs (variante XXXII)',
    text: 'Le premier joueur après la tempête choisit l’un de ses combats possibles et, si plus de deux factions se trouvent là, son adversaire ; une fois ce combat livré (ou réglé par un accord avec la variante XXXIII), le joueur suivant dans l’ordre de la tempête choisit à son tour, et ainsi de suite jusqu’à ce qu’il ne reste aucun combat. Tout joueur doit, s’il le peut, combattre. Avec les atouts supplémentaires, le Bene Gesserit peut passer : il coexiste alors pacifiquement partout où il cohabite encore avec un autre joueur.',
  },
  '000 XXXIII': {
    title: 'Combat non obligatoire (variante XXXIII)',
    text: 'Avant le premier combat dans un territoire, le joueur qui l’a choisi propose un accord à tous ceux qui s’y affrontent : le partage de l’Epice qui s’y trouve et, pour une citadelle, celui qui en aura le contrôle (les autres ramènent leurs pions dans leurs réserves). Chacun dispose d’une minute pour accepter ; un seul refus et tous doivent combattre.',
  },
  '000 10.C.6': {
    title: 'Les cartes du vainqueur',
    text: 'Le vainqueur choisit, carte par carte, de garder ou de défausser les cartes Traîtrise qu’il a jouées dans son plan de bataille.',
  },
  '000 24.C': {
    title: 'Les pertes du vainqueur',
    text: 'En bataille avancée, le vainqueur choisit quels pions il perd, pourvu que leur valeur totale égale sa force composée ; un pion non payé ne vaut que la moitié.',
  },
  '004 Manche': {
    title: 'Une manche (Insurrection)',
    text: 'Chaque manche enchaîne cinq phases : début de manche (un nouveau Conflit, cinq cartes en main), tours des joueurs, combat, faiseurs, rappel. Seul celui dont c’est le tour décide ; les autres attendent leur moment.',
  },
  '004 Tours des Joueurs': {
    title: 'Tours des joueurs (Insurrection)',
    text: 'À tour de rôle, chacun joue un tour Agent ou son tour Révélation. Une Intrigue Complot peut se jouer à tout moment de son propre tour, si sa condition est remplie et son coût payé.',
  },
  '004 Offre Imperium': {
    title: 'Offre Imperium',
    text: 'Au tour Révélation, la Persuasion achète des cartes de l’Offre Imperium ou des réserves, chacune à son coût. Une carte prise dans l’Offre est aussitôt remplacée. La carte acquise va dans la défausse, sauf si un effet dit autre chose.',
  },
  '004 Combat': {
    title: 'Combat (Insurrection)',
    text: 'Les joueurs qui ont des unités dans le Conflit jouent à tour de rôle des Intrigues Combat ou passent ; puis on compare les forces et l’on distribue les récompenses.',
  },
  '004 Jeu solo': {
    title: 'Jeu solo (Insurrection)',
    text: 'Seul, vous affrontez deux Rivaux menés par le paquet de la Maison Hagal. Aux niveaux les plus durs, certaines options vous sont fermées, comme le Maître d’Armes.',
  },
  // issue 21 (explain-rest): l'arène du duel et les variantes que citent les refus.
  '000 19': {
    title: 'Le duel',
    text: 'Avec cette option, un Kanly lancé puis relevé se règle dans l’arène : chaque camp y pose un champion, qui avance d’une case voisine à la fois, contourne les obstacles et joue ses cartes Duel pour frapper ou parer le coup venu d’un côté donné.',
  },
  '000 XXIX': {
    title: 'Variante : la phase de diplomatie',
    text: 'À la place de l’alliance, une phase de diplomatie de quelques minutes, au début de chaque tour ou à chaque nexus : les joueurs y échangent informations, cartes et Epice, même en secret ; l’Atréide est informé des cartes qui changent de mains.',
  },
  '000 XXX': {
    title: 'Variante : l’ordre des mouvements aux enchères',
    text: 'La Guilde choisit d’abord sa place dans l’ordre des mouvements ; les autres misent de l’Epice en secret pour les places restantes, sans dépasser ce qu’ils possèdent, et la Guilde départage les ex aequo.',
  },
  '000 XXXIV': {
    title: 'Variante : le gouverneur de Dune',
    text: 'Arrakeen et Carthag se divisent en quartiers. L’Empereur désigne une faction, qui installe l’un de ses chefs disponibles comme gouverneur dans une capitale qu’elle occupe ; le gouverneur rapporte de l’Epice tant qu’il tient.',
  },
  '000 XXXVI': {
    title: 'Variante : la capture par les Harkonnen',
    text: 'Avant les mouvements, les Harkonnen peuvent tenter de capturer un chef adverse sur le plateau en lançant un dé, parmi ceux que la règle leur désigne à ce moment.',
  },
  // issue 21 (leader-reasons): la mise en place, où chacun prend son dirigeant.
  '002 Mise en place': {
    title: 'Mise en place',
    text: 'Avant la première manche, chaque joueur prend un dirigeant, choisi ou tiré au hasard : un dirigeant n’appartient qu’à un seul joueur. Chacun reçoit aussi son deck de départ, ses Agents et ses ressources de départ.',
  },
  '004 Mise en place': {
    title: 'Mise en place',
    text: 'Chaque joueur choisit une couleur et un dirigeant que personne d’autre n’a pris (Shaddam Corrino IV seulement avec le module CHOM), puis reçoit ses pièces, son eau et ses troupes en garnison.',
  },
};
