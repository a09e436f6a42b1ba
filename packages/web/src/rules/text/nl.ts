import type { RuleTexts } from '../refs.ts';

/** Het regelpaneel in het Nederlands: onze eigen korte uitleg per sectie (geen tekst uit het regelboek overgenomen). */
export const RULES_NL: RuleTexts = {
  '000 3': {
    title: 'Voorbereiding',
    text: 'Elke factie begint met de specerij en de troepen die op haar scherm staan, op het bord of in reserve. Daarna trekt iedere speler vier chefschijven en houdt in het geheim één vijandelijke chef als verrader; de Harkonnen houden ze alle vier. Iedereen krijgt ook één verraadkaart (de Harkonnen twee).',
  },
  '000 4': {
    title: 'Doel van het spel',
    text: 'Wie aan het einde van een beurt minstens drie citadellen bezet (vier met twee spelers), met minstens één troep in elk, wint. Bondgenoten tellen hun citadellen samen. Heeft na de laatste beurt niemand gewonnen, dan kunnen de Gilde en de Fremen op hun eigen voorwaarden winnen; anders wint niemand.',
  },
  '000 5': {
    title: 'Verloop van een beurt',
    text: 'Een spel duurt hoogstens vijftien beurten. Elke beurt doorloopt de fasen in vaste volgorde: storm, specerij-explosie, bieden, rekrutering en beweging, gevecht en oogst.',
  },
  '000 6': {
    title: 'Storm',
    text: 'De stormfiche trekt tegen de klok in rond het bord. Waar hij overheen trekt of stopt, lijdt schade: hij blokkeert landen en bewegen en vernietigt troepen en specerij in de woestijn.',
  },
  '000 6.A': {
    title: 'De eerste storm',
    text: 'In de eerste beurt stellen de twee spelers het dichtst bij de startsector van de storm elk in het geheim een getal van 0 tot 20 in; de storm trekt vanaf die sector zoveel sectoren verder als hun som.',
  },
  '000 6.B': {
    title: 'De storm verplaatsen',
    text: 'In latere beurten stellen de twee spelers die het laatst hun gevechtswiel gebruikten elk in het geheim 1 tot 3 in. De storm trekt zoveel sectoren verder als de twee samen.',
  },
  '000 6.C': {
    title: 'Stormschade',
    text: 'Troepen in een woestijnsector waar de storm overheen trekt of stopt gaan naar de Tleilaxu-tanks, en de specerij daar gaat terug naar de bank. Citadellen en rotsgebieden beschermen wie er staat; het Bassin Impérial ook, zolang de Mur du Bouclier overeind staat.',
  },
  '000 7': {
    title: 'Specerij-explosie',
    text: 'De bovenste specerijkaart wordt omgedraaid. Een gebiedskaart legt specerij in de gemarkeerde sector van dat gebied; een zandwormkaart (Shai-Hulud) brengt een worm en een nexus.',
  },
  '000 7.A.1': {
    title: 'Specerij verschijnt',
    text: 'Het aantal op de kaart gaat van de bank naar de gemarkeerde sector van het gebied. Staat de storm op die sector, dan wordt er geen specerij gelegd.',
  },
  '000 7.A.2': {
    title: 'Shai-Hulud',
    text: 'Een zandworm verslindt alle troepen en alle specerij in het gebied van de vorige specerijkaart; de troepen gaan naar de tanks. Er worden kaarten omgedraaid tot er een gebiedskaart verschijnt, en dan volgt een nexus.',
  },
  '000 7.D': {
    title: 'Geen wormen in de eerste beurt',
    text: 'In de eerste beurt slaan wormen niet toe: een omgedraaide wormkaart gaat terug in de specerijstapel, die opnieuw geschud wordt.',
  },
  '000 8': {
    title: 'Bieden',
    text: 'Er worden evenveel verraadkaarten gedekt gelegd als er spelers mogen bieden, en die worden een voor een verkocht. Om beurten bieden de spelers specerij of passen; het hoogste bod betaalt de bank en neemt de kaart. Bij elke kaart opent de volgende speler het bieden.',
  },
  '000 8.C': {
    title: 'Bied alleen wat je hebt',
    text: 'Niemand mag meer specerij bieden dan hij heeft (of dan een bondgenoot voor hem wil betalen).',
  },
  '000 8.G': {
    title: 'Volle hand',
    text: 'Een hand telt hoogstens vier verraadkaarten (de Harkonnen acht). Een speler met een volle hand past het hele bieden lang.',
  },
  '000 8.I': {
    title: 'CHOAM-aalmoes',
    text: 'Aan het begin van het bieden mag een speler zonder enige specerij 2 specerij van de bank vragen.',
  },
  '000 9': {
    title: 'Rekrutering en beweging',
    text: 'Eerst mag iedereen troepen uit de Tleilaxu-tanks terughalen. Daarna, te beginnen bij de eerste speler, laat ieder op zijn beurt troepen op Dune landen, doet één beweging en mag dan een chef doen herleven.',
  },
  '000 9.A': {
    title: 'De eerste speler',
    text: 'De speler wiens plaats tegen de klok in als eerste na de storm komt, begint deze beurt bij het bieden, de bewegingen en de gevechten; daarna gaat het naar rechts.',
  },
  '000 9.B': {
    title: 'Troepen rekruteren',
    text: 'Elk scherm zegt hoeveel troepen elke beurt gratis uit de tanks terugkomen. Elke troep meer kost 2 specerij, tot aan de grens.',
  },
  '000 9.B.2': {
    title: 'Drie per beurt',
    text: 'Niemand rekruteert meer dan drie troepen per beurt, tenzij een kaart zoals de Tleilaxu-ghola het toestaat.',
  },
  '000 9.C.1': {
    title: 'Landen',
    text: 'Eén keer per beurt mag een speler zoveel troepen als hij wil uit zijn reserve naar één gebied van Dune laten landen, tegen betaling van de vracht.',
  },
  '000 9.C.1.b': {
    title: 'De vracht',
    text: 'Landen kost 1 specerij per troep in een citadel en 2 per troep elders. De Fremen halen hun troepen uit de woestijn en betalen niets.',
  },
  '000 9.C.1.c': {
    title: 'Waar je niet mag landen',
    text: 'Niemand landt in een sector onder de storm, noch in een citadel die al door twee andere facties bezet is.',
  },
  '000 9.C.1.d': {
    title: 'Geen weg terug',
    text: 'Troepen op Dune gaan niet terug naar de reserve (alleen de Gilde mag dat, dankzij haar krachten).',
  },
  '000 9.C.2': {
    title: 'Beweging',
    text: 'Eén keer per beurt mag een speler één groep troepen, die samen uit hetzelfde gebied vertrekt, naar een nabij gebied bewegen. Net gelande troepen mogen meedoen.',
  },
  '000 9.C.2.a': {
    title: 'Ornithopters',
    text: 'Wie aan het begin van zijn beweging troepen in Arrakeen of Carthag heeft, mag tot drie gebieden ver gaan; anders gaat een beweging alleen naar een aangrenzend gebied. De Fremen gaan altijd twee ver.',
  },
  '000 9.C.2.b': {
    title: 'Eén beweging per beurt',
    text: 'Elke speler doet per beurt maar één beweging, met één groep.',
  },
  '000 9.C.2.c': {
    title: 'De storm verspert de weg',
    text: 'Troepen mogen een sector onder de storm niet binnengaan, verlaten of doorkruisen. Een gebied over meerdere sectoren blijft bereikbaar via een sector zonder storm. De Cuvette Polaire ligt nooit in de storm.',
  },
  '000 9.C.2.f': {
    title: 'Volle citadellen',
    text: 'Vijandelijke troepen houden een beweging niet tegen, met één uitzondering: niemand mag een citadel binnengaan of doorkruisen die al door twee andere facties bezet is.',
  },
  '000 9.D': {
    title: 'Chefs doen herleven',
    text: 'Zodra alle vijf chefs van een speler in de tanks liggen, mag hij er elke beurt één doen herleven aan het einde van zijn beweging, voor evenveel specerij als de kracht van die chef.',
  },
  '000 10': {
    title: 'Gevecht',
    text: 'Overal waar troepen van twee of meer spelers een gebied delen, vechten ze tot er maar één speler overblijft. Elk gevecht wordt gevoerd met geheime gevechtsplannen die tegelijk onthuld worden.',
  },
  '000 10.A': {
    title: 'Welke gevechten',
    text: 'De eerste speler is de aanvaller en kiest de volgorde van zijn gevechten, en zijn tegenstander als er drie of meer zijn; daarna wordt de speler rechts van hem de aanvaller.',
  },
  '000 10.A.2.a': {
    title: 'Storm ertussen',
    text: 'Troepen die door een sector onder de storm gescheiden zijn, vechten niet en mogen in hetzelfde gebied blijven.',
  },
  '000 10.A.2.b': {
    title: 'Vrede in de Cuvette Polaire',
    text: 'In de Cuvette Polaire wordt nooit gevochten.',
  },
  '000 10.B': {
    title: 'Het gevechtsplan',
    text: 'Elke partij stelt een getal in van 0 tot het aantal eigen troepen in het gebied, kiest een chef en mag een wapen, een verdediging of beide uit de hand toevoegen. De plannen worden tegelijk getoond.',
  },
  '000 10.C': {
    title: 'Wie wint',
    text: 'Het ingestelde getal plus de kracht van een levende chef beslist; bij gelijkspel wint de aanvaller. Een wapen doodt de vijandelijke chef, tenzij de juiste verdediging het tegenhoudt. De verliezer verliest al zijn troepen daar en legt de kaarten van zijn plan af; de winnaar verliest zoveel troepen als hij instelde en krijgt specerij voor elke gedode chef.',
  },
  '000 10.C.8': {
    title: 'Eén gebied per chef',
    text: 'Een chef die een gevecht overleefde, mag in dezelfde beurt niet in een ander gebied vechten; in hetzelfde gebied wel.',
  },
  '000 10.C.9': {
    title: 'Je moet een chef sturen',
    text: 'Wie een beschikbare chef of een Held/heldin van niks heeft, moet er een in zijn plan zetten. Zonder beide wordt toch gevochten, maar zonder verraadkaarten: alleen het ingestelde getal telt.',
  },
  '000 10.D': {
    title: 'Verraders',
    text: 'Stuurt de tegenstander een chef die jouw verrader is, dan mag je verraad roepen: je wint meteen, verliest niets en krijgt specerij gelijk aan de kracht van de verrader; de verraden partij verliest alles in dat gebied. Roepen beiden verraad, dan verliezen beiden alles.',
  },
  '000 11': {
    title: 'Oogst',
    text: 'Troepen in een gebied met specerij oogsten er elk 2, of elk 3 voor een speler die Arrakeen of Carthag bezet. Specerij die niet geoogst wordt, blijft liggen.',
  },
  '000 12': {
    title: 'Bondgenootschappen en de nexus',
    text: 'Als er een zandworm verschijnt (na de eerste beurt), begint een nexus: spelers mogen bondgenootschappen sluiten, erbij komen of ze verlaten, altijd openlijk. Bondgenoten winnen samen, mogen elkaars kaarten en landingen betalen en helpen elkaar zoals hun schermen toelaten.',
  },
  '000 12.E.5': {
    title: 'Bondgenoten delen geen gebied',
    text: 'Je mag niet bewegen of landen in een gebied waar een bondgenoot troepen heeft, behalve in de Cuvette Polaire.',
  },
  '000 13': {
    title: 'Onderhandelen',
    text: 'Spelers mogen hardop allerlei afspraken maken; een gesloten afspraak wordt luid aangekondigd en moet nagekomen worden: niemand komt erop terug. Specerij mag er deel van uitmaken, maar nooit verraadkaarten, leiders, troepen of de troeven van een personage.',
  },
  '000 annexe 3.atreides': {
    title: 'Krachten van de Atreides',
    text: 'Voorkennis: de Atreides zien elke verraadkaart voor ze geveild wordt en de bovenste kaart van de specerijstapel, en mogen in een gevecht één onderdeel van het vijandelijke plan zien voor ze het hunne maken.',
  },
  '000 annexe 3.beneGesserit': {
    title: 'Krachten van de Bene Gesserit',
    text: 'Bij de start voorspellen zij in het geheim een winnaar en een beurt; komt dat uit, dan winnen zij alleen. Als een ander landt, mogen zij gratis één raadgeefster naar de Cuvette Polaire sturen, en in een gevecht legt de Stem de tegenstander een kaart op of verbiedt er een.',
  },
  '000 annexe 3.emperor': {
    title: 'Krachten van de Keizer',
    text: 'De Keizer krijgt de specerij die andere spelers voor verraadkaarten betalen, en mag specerij aan bondgenoten geven.',
  },
  '000 annexe 3.fremen': {
    title: 'Krachten van de Fremen',
    text: 'De Fremen bewegen twee gebieden ver, brengen hun troepen gratis binnen bij de Grote Vlakte, verliezen maar de helft van hun troepen in de storm en berijden wormen in plaats van opgegeten te worden. Heeft aan het einde niemand gewonnen en zijn hun sietches vrij van anderen, dan winnen zij.',
  },
  '000 annexe 3.guild': {
    title: 'Krachten van de Gilde',
    text: 'De Gilde int de specerij die anderen voor het landen betalen, betaalt zelf de helft, mag troepen tussen gebieden of van de planeet af vervoeren en kiest wanneer ze in de beurt beweegt. Heeft aan het einde niemand gewonnen, dan wint de Gilde.',
  },
  '000 annexe 3.harkonnen': {
    title: 'Krachten van de Harkonnen',
    text: 'De Harkonnen houden elke verrader die ze trekken, mogen acht verraadkaarten hebben en krijgen bij elke aankoop een tweede kaart gratis.',
  },
  '002 Objectif': {
    title: 'Doel',
    text: 'Verdien overwinningspunten met de gunst van de facties, de conflicten en je kaarten. Het spel eindigt na de ronde waarin iemand 10 punten haalt of de Conflictstapel op is; wie de meeste punten heeft, wint.',
  },
  '002 Manche': {
    title: 'Een ronde',
    text: 'Elke ronde heeft vijf fasen: begin van de ronde, beurten van de spelers, gevecht, makers en terugroepen.',
  },
  '002 Début de manche': {
    title: 'Begin van de ronde',
    text: 'Er wordt een nieuwe Conflictkaart onthuld, die zegt wat het komende gevecht waard is, en iedereen trekt vijf kaarten van zijn stapel.',
  },
  "002 Tour d'Agent": {
    title: 'Agentbeurt',
    text: 'Speel een kaart uit je hand en stuur een Agent naar een vrije plek waarvan het icoon op de kaart staat, en betaal de kosten van die plek. Je krijgt het Agenteffect van de kaart en het effect van de plek; een plek met een gevechtsicoon laat je troepen naar het Conflict sturen.',
  },
  '002 Révélation': {
    title: 'Onthullingsbeurt',
    text: 'Heb je geen Agent meer, of wil je stoppen, onthul dan de rest van je hand: de Overtuiging koopt kaarten en de zwaarden tellen bij je kracht in het Conflict. Daarna speel je deze ronde geen beurten meer.',
  },
  '002 Achat': {
    title: 'Kaarten kopen',
    text: 'Met de Overtuiging van je Onthullingsbeurt koop je kaarten uit de Imperiumrij of de reserve, tegen de gedrukte prijs. Gekochte kaarten gaan naar je aflegstapel; niet bestede Overtuiging gaat verloren.',
  },
  '002 Conflit': {
    title: 'Gevecht',
    text: 'Spelers met eenheden in het Conflict mogen om beurten Gevechtsintriges spelen. Daarna telt ieders kracht (2 per troep, meer voor een zandworm, plus de zwaarden) en gaan de beloningen van de Conflictkaart naar rang; zonder eenheid in het Conflict krijg je niets.',
  },
  '002 Intrigues': {
    title: 'Intrigekaarten',
    text: 'Complotintriges speel je tijdens je eigen beurten, Gevechtsintriges tijdens het gevecht en Eindspelintriges aan het einde van het spel.',
  },
  '002 Factions': {
    title: 'Facties',
    text: 'Een bezoek aan de plek van een factie doet je invloed op haar spoor stijgen. Twee stappen geven een overwinningspunt; wie als eerste vier haalt, krijgt het bondgenootschap van de factie, dat nog een punt waard is.',
  },
  '002 Faiseurs': {
    title: 'Makers',
    text: 'Elke makerplek waar deze ronde geen Agent kwam, krijgt één extra specerij, voor wie er daarna oogst.',
  },
  '002 Rappel': {
    title: 'Terugroepen',
    text: 'Kijk of het spel eindigt; zo niet, dan neemt iedereen zijn Agenten terug en gaat de eersterspelerfiche met de klok mee naar de volgende speler.',
  },
  '002 Fin de partie': {
    title: 'Einde van het spel',
    text: 'Na de ronde waarin iemand 10 punten of meer heeft, of als de Conflictstapel leeg is, worden de Eindspelintriges gespeeld en wint wie de meeste punten heeft; bij gelijkstand telt de specerij, dan de solari, het water en de troepen in garnizoen.',
  },
  '002 Deux joueurs': {
    title: 'Met twee spelers',
    text: 'Met twee speelt Huis Hagal een derde plaats: het blokkeert plekken en vecht mee in de conflicten volgens zijn eigen stapel.',
  },
  '002 Solo': {
    title: 'Solo',
    text: 'Alleen speel je tegen twee rivalen die door de stapel van Huis Hagal gestuurd worden, op de gekozen moeilijkheid.',
  },
  "004 Tour d'Agent": {
    title: 'Agentbeurt (Uprising)',
    text: 'Zoals in het eerste spel: één kaart, één Agent op een plek die haar iconen toestaan, en hun effecten. Een Spion die al naast een plek staat, laat je die plek gebruiken ook als er al een andere Agent staat.',
  },
  '004 Espions': {
    title: 'Spionnen',
    text: 'Sommige effecten zetten een Spion op een vrije observatiepost. Een Spion terugroepen betaalt later bepaalde kosten, laat een Agent op een bewaakte plek toe ook al is die bezet, of laat je een kaart trekken.',
  },
  '004 Contrats': {
    title: 'Contracten',
    text: 'Met de CHOAM-module geeft de CHOAM-plek een van de twee open contracten. Een contract levert zijn beloning op zodra je aan zijn voorwaarde voldoet.',
  },
  '004 Vers des sables': {
    title: 'Zandwormen',
    text: 'Een plek met een wormicoon laat een speler met een makerhaak zandwormen naar het Conflict roepen, tenzij de Schildmuur het beschermt. Een zandworm is 3 kracht waard en verdubbelt de beloning van zijn eigenaar.',
  },
  '004 Mur du Bouclier': {
    title: 'Schildmuur',
    text: 'Zolang de Schildmuur staat, mag er geen zandworm geroepen worden in een conflict dat hij beschermt. Sommige effecten blazen hem op.',
  },
  '004 Contrôle': {
    title: 'Controle',
    text: 'Sommige conflicten winnen zet je vlag op Arrakeen, de Specerijraffinaderij of het Keizerlijk Bekken: je krijgt de bonus telkens als een Agent, van wie ook, die plek bezoekt.',
  },
  '004 Six joueurs': {
    title: 'Met zes spelers',
    text: 'Met zes speel je in twee teams van drie: een bevelhebber en twee bondgenoten, die de conflicten voor hun team uitvechten.',
  },
  // issue 21: the sections Dune's refusals cite (packages/dune/src/reasons.ts).
  '000 8.B.2': {
    title: 'Overbieden of passen',
    text: 'Om de beurt biedt ieder meer dan het hoogste bod of past. Passen alle anderen na een bod, dan betaalt wie het deed en neemt de kaart.',
  },
  '000 9.B.1': {
    title: 'Troepen terughalen',
    text: 'Elke beurt komen enkele troepen gratis uit de tanks, afhankelijk van de factie; elke troep meer kost twee specerij aan de bank.',
  },
  '000 9.C.1.a': {
    title: 'Landen',
    text: 'In zijn bewegingsbeurt mag een speler zoveel reservetroepen op Dune laten landen als hij wil en kan betalen, in één gebied.',
  },
  '000 9.D.1': {
    title: 'Een chef tot leven wekken',
    text: 'Een chef komt pas uit de tanks als alle vijf chefs van de speler er liggen; dan komt er één per beurt terug tot ze allemaal terug zijn.',
  },
  '000 9.D.2': {
    title: 'De prijs van een chef',
    text: 'Een chef tot leven wekken kost zijn gevechtswaarde in specerij, te betalen aan de bank.',
  },
  '000 9.D.5': {
    title: 'Opnieuw gedood',
    text: 'Een teruggekeerde chef die opnieuw sneuvelt, wacht tot al zijn makkers op hun beurt terug zijn.',
  },
  '000 10.A.1': {
    title: 'Waar gevochten wordt',
    text: 'Er is een gevecht waar troepen van twee of meer spelers in hetzelfde gebied staan, tenzij de storm ze scheidt of het het Poolbekken is.',
  },
  '000 10.B.1': {
    title: 'Het gevechtswiel',
    text: 'Ieder kiest in het geheim een getal van nul tot zijn aantal troepen in het gebied van het gevecht.',
  },
  '000 10.B.2': {
    title: 'De ingezette chef',
    text: 'Het gevechtsplan bevat een van de eigen chefs, in het geheim op het wiel gelegd.',
  },
  '000 10.B.3': {
    title: 'Kaarten in het plan',
    text: 'Uit de hand mag een wapen, een verdediging of beide worden toegevoegd; een kaart dient één keer per plan.',
  },
  '000 10.C.10': {
    title: 'Zonder chef',
    text: 'Wie geen beschikbare chef en geen Held van niks heeft, vecht toch, maar zonder verraadkaart: zijn sterkte is alleen het wiel.',
  },
  '000 10.D.1': {
    title: 'Verraad roepen',
    text: 'Is de vijandelijke chef een van jouw verraders, dan mag je dat tonen als de plannen open gaan: je wint het gevecht meteen.',
  },
  '000 15': {
    title: 'Extra troeven',
    text: 'Met deze optie krijgt elk personage nieuwe krachten, zoals elitetroepen (Sardaukar, Fedaykin) die dubbel tellen in een gevecht en de Kwisatz Haderach van de Atreides.',
  },
  '000 16.A.1': {
    title: 'Oogst: de eerste Directeur',
    text: 'Elke speler krijgt 10 specerij voor dit voorspel en biedt dan in het geheim om Directeur van de CHOAM te worden. Niemand biedt meer specerij dan hij heeft; de hoogste bieder betaalt de tweede.',
  },
  '000 16.B.1': {
    title: 'Oogst: het verslag van de Directeur',
    text: 'Alleen de Directeur ziet de Oogstkaart en kondigt de oogst aan: lager dan de waarheid mag, hoger nooit. Daarna krijgt elke andere speler een Aandeelkaart, samen niet meer dan de aangekondigde oogst; er moeten Aandeelkaarten voor iedereen zijn.',
  },
  '000 16.B.3': {
    title: 'Oogst: de strijd om invloed',
    text: 'De Toegangskaarten worden één voor één geveild zoals verraadkaarten: elk bod is hoger dan het vorige en niet hoger dan de specerij van de bieder.',
  },
  '000 16.B.4': {
    title: 'Oogst: het ruilen',
    text: 'Na de laatste strijd om invloed ruilen de spelers Toegangskaarten uit hun hand, één voor één; je antwoordt op een ontvangen aanbod, en je hebt één aanbod tegelijk uitstaan.',
  },
  '000 16.B.6': {
    title: 'Oogst: de plaatsing',
    text: 'Elke speler legt gedekt de bolwerken die hij heeft neer, elk met garnizoenkaarten die hij nog heeft, samen hoogstens twintig fiches.',
  },
  '000 16.C': {
    title: 'Oogst: de krachten',
    text: 'Elke factie heeft in het voorspel een eigen kracht; de Gilde kan de Directeur bijvoorbeeld een tweede Oogstkaart verkopen voor 4 tot 8 specerij, die de Directeur moet kunnen betalen.',
  },
  '000 18': {
    title: 'Bijzondere Karama-krachten',
    text: 'Met deze optie kan een Karama ook een bepaalde kracht van een ander personage een tijd opheffen, zoals de Gilde die iemand een transport verbiedt.',
  },
  '000 24.A.1': {
    title: 'Troepen betalen',
    text: 'In gevorderde gevechten kost elke ingezette troep één specerij om volledig mee te tellen; onbetaald telt hij half. Niemand betaalt meer dan zijn ingezette troepen of zijn specerij.',
  },
  '000 annexe 4': {
    title: 'Verraadkaarten',
    text: 'Elke kaart heeft haar moment en effect: wapens en verdedigingen in het gevecht, de Held van niks in plaats van een chef, Karama om zonder betalen te bieden of een kracht te stoppen, Hajr voor een tweede beweging, de Kegel van stilte om een bieder te doen zwijgen, en meer.',
  },
  '000 XXXI': {
    title: 'Beweging over twee gebieden (variant XXXI)',
    text: 'Elke speler mag een groep troepen één of twee gebieden verplaatsen, één gebied tegelijk, en desgewenst enkele troepen achterlaten in het doorkruiste gebied. Met ornithopters (troepen in Carthag of Arrakeen) gaat de groep tot drie gebieden ver, maar laat onderweg geen troepen achter. De storm en citadellen die door twee andere spelers bezet zijn gelden bij elke stap.',
  },
  '000 XXXVII': {
    title: 'De Bene Tleilax',
    text: 'Met deze variant spelen de Bene Tleilax als zevende factie en beheren ze de tanks. Eén keer per beurt kan een andere speler, in plaats van een leider te laten herleven, aanbieden een van zijn dode leiders terug te kopen, tegen een prijs die hij kan betalen.',
  },
  '000 XXXVIII': {
    title: 'Overwinningspunten',
    text: 'Met deze variant scoor je aan het eind van elke beurt punten voor de sietches en hoofdstadwijken die je bezet. Aan het begin van de beurt voorspellen de Bene Gesserit in het geheim, zone na zone, welke factie in het spel elke zone zal bezetten, of dat ze leeg blijft.',
  },
  '000 XXXII': {
    title: 'Gevechtsvolgorde door de spelers gekozen (variant XXXII)',
    text: 'De eerste speler na de storm kiest een van zijn mogelijke gevechten en, waar meer dan twee facties staan, zijn tegenstander; is dat gevecht geleverd (of met een akkoord volgens XXXIII geregeld), dan kiest de volgende speler in stormvolgorde, enzovoort tot er geen gevecht meer over is. Elke speler moet vechten als hij kan. Met de extra krachten mag de Bene Gesserit passen: dan leeft hij vreedzaam samen overal waar hij nog een gebied met een ander deelt.',
  },
  '000 XXXIII': {
    title: 'Gevechten niet langer verplicht (variant XXXIII)',
    text: 'Voor het eerste gevecht in een gebied stelt de speler die het koos iedereen die daar vecht een akkoord voor: hoe de specerij daar verdeeld wordt en, in een bolwerk, wie het in handen krijgt (de anderen nemen hun troepen terug naar hun reserves). Iedereen heeft één minuut om te aanvaarden; één weigering en allen moeten vechten.',
  },
  '000 10.C.6': {
    title: 'De kaarten van de winnaar',
    text: 'De winnaar kiest per kaart of hij de verraadkaarten uit zijn gevechtsplan houdt of aflegt.',
  },
  '000 24.C': {
    title: 'De verliezen van de winnaar',
    text: 'In gevorderde gevechten kiest de winnaar welke troepen hij verliest, zolang hun waarde samen gelijk is aan zijn gekozen sterkte; een onbetaalde troep telt half.',
  },
  '004 Manche': {
    title: 'Een ronde (Uprising)',
    text: 'Elke ronde kent vijf fasen: begin van de ronde (een nieuw Conflict, vijf kaarten in de hand), spelersbeurten, gevecht, makers, terugroepen. Alleen wie aan de beurt is beslist; de anderen wachten op hun moment.',
  },
  '004 Tours des Joueurs': {
    title: 'Spelersbeurten (Uprising)',
    text: 'Om de beurt neemt iedere speler een Agentbeurt of zijn Onthullingsbeurt. Een Complot-intrige mag je op elk moment van je eigen beurt spelen, als aan de voorwaarde is voldaan en de kosten betaald zijn.',
  },
  '004 Offre Imperium': {
    title: 'Imperium-rij (Uprising)',
    text: 'In je Onthullingsbeurt koop je met overtuiging kaarten uit de Imperium-rij of de voorraadstapels, elk voor zijn prijs. Een kaart uit de rij wordt meteen vervangen. De gekochte kaart gaat naar je aflegstapel, tenzij een effect iets anders zegt.',
  },
  '004 Combat': {
    title: 'Gevecht (Uprising)',
    text: 'Wie eenheden in het Conflict heeft, speelt om de beurt Gevecht-intriges of past; daarna worden de sterktes vergeleken en de beloningen verdeeld.',
  },
  '004 Jeu solo': {
    title: 'Solospel (Uprising)',
    text: 'Alleen speel je tegen twee Rivalen die de stapel van Huis Hagal bestuurt. Op de zwaarste niveaus zijn sommige opties voor jou gesloten, zoals de Zwaardmeester.',
  },
  // issue 21 (explain-rest): de arena van het duel en de varianten die weigeringen noemen.
  '000 19': {
    title: 'Het duel',
    text: 'Met deze optie wordt een aangenomen Kanly in de arena uitgevochten: elke kant zet een kampioen neer, die telkens één aangrenzend vak opschuift, om obstakels heen gaat en duelkaarten speelt om toe te slaan of een slag van een bepaalde kant te pareren.',
  },
  '000 XXIX': {
    title: 'Variant: de diplomatiefase',
    text: 'In plaats van allianties een diplomatiefase van enkele minuten aan het begin van elke beurt of bij elke nexus: spelers ruilen informatie, kaarten en specerij, ook in het geheim; de Atreides horen welke kaarten van hand wisselen.',
  },
  '000 XXX': {
    title: 'Variant: bieden op de bewegingsvolgorde',
    text: 'De Gilde kiest eerst haar plaats in de bewegingsvolgorde; de anderen bieden in het geheim specerij op de overige plaatsen, nooit meer dan ze hebben, en de Gilde beslist bij gelijkstand.',
  },
  '000 XXXIV': {
    title: 'Variant: de gouverneur van Dune',
    text: 'Arrakeen en Carthag worden in wijken verdeeld. De Keizer wijst een factie aan, die een van haar beschikbare leiders als gouverneur installeert in een hoofdstad die ze bezet; de gouverneur brengt specerij op zolang hij standhoudt.',
  },
  '000 XXXVI': {
    title: 'Variant: de gevangenneming door de Harkonnen',
    text: 'Voor de bewegingen mogen de Harkonnen met een dobbelsteen proberen een vijandelijke leider op het bord gevangen te nemen, uit hen die de regel op dat moment toestaat.',
  },
  // issue 21 (leader-reasons): de opzet, waar ieder een leider neemt.
  '002 Mise en place': {
    title: 'Opzet',
    text: 'Voor de eerste ronde neemt elke speler een leider, gekozen of willekeurig getrokken: een leider hoort bij één speler. Ieder krijgt ook een startdeck, Agenten en startgrondstoffen.',
  },
  '004 Mise en place': {
    title: 'Opzet',
    text: 'Elke speler kiest een kleur en een leider die niemand anders nam (Shaddam Corrino IV alleen met de CHOAM-module) en krijgt dan zijn stukken, water en troepen in garnizoen.',
  },
};
