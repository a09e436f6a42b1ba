import { describe, expect, it } from 'vitest';
import { FACTIONS, LEADERS, LEADER_IDS, leadersOf, MAIN_CHARACTER_IDS, type Faction } from '../../src/data/index.ts';

/** rules 000 annexe 5, "Feuille d'aide de jeu": the leaders and their values, as printed. */
const ANNEXE_5: Readonly<Record<Faction, readonly (readonly [string, number])[]>> = {
  fremen: [
    ['Stilgar', 7],
    ['Chani', 6],
    ['Otheym', 5],
    ['Shadout Mapes', 3],
    ['Jamis', 2],
  ],
  harkonnen: [
    ['Feyd-Rautha', 6],
    ['Rabban la Bête', 4],
    ['Piter de Vries', 3],
    ['Iakin Nefud', 2],
    ['Umman Kudu', 1],
  ],
  guild: [
    ['Staban Tuek', 5],
    ['Esmar Tuek', 3],
    ['Maître Bewt', 3],
    ['Soo-Soo Sook', 2],
    ['Représentant', 1],
  ],
  emperor: [
    ['Hasimir Fenring', 6],
    ['Aramsham', 5],
    ['Burseg', 3],
    ['Caïd', 2],
    ['Bashar', 2],
  ],
  atreides: [
    ['Thufir Hawat', 5],
    ['Dame Jessica', 5],
    ['Gurney Halleck', 4],
    ['Duncan Idaho', 2],
    ['Dr. Wellington', 1],
  ],
  beneGesserit: [
    ['Princesse Irulan', 5],
    ['Révérende Mère', 5],
    ['Alia', 5],
    ['Margot', 5],
    ['Wanna Marcus', 5],
  ],
  // rules 000 XXXVII: "un seul chef (le Danseur Visage)".
  tleilaxu: [['Danseur-Visage', 1]],
};

describe('leaders (rules 000 annexe 5)', () => {
  it("annexe 5: 30 leaders (and 000 XXXVII's Face Dancer) with unique ids matching their keys", () => {
    expect(LEADER_IDS).toHaveLength(31);
    expect(new Set(LEADER_IDS).size).toBe(31);
    // rules 000 §19.A.1.a: with the six Main Character discs of the duel.
    expect(Object.keys(LEADERS).sort()).toEqual([...LEADER_IDS, ...MAIN_CHARACTER_IDS].sort());
    for (const id of [...LEADER_IDS, ...MAIN_CHARACTER_IDS]) expect(LEADERS[id].id).toBe(id);
  });

  it('"Composition du jeu": 5 leader discs per faction', () => {
    for (const f of FACTIONS) {
      // rules 000 XXXVII: the Bene Tleilax have one.
      expect(leadersOf(f), f).toHaveLength(f === 'tleilaxu' ? 1 : 5);
      for (const id of leadersOf(f)) expect(LEADERS[id].faction, id).toBe(f);
    }
    expect(FACTIONS.flatMap((f) => leadersOf(f)).sort()).toEqual([...LEADER_IDS].sort());
  });

  it('annexe 5: 30 leaders with their values and French names, in the printed order', () => {
    for (const f of FACTIONS) {
      const actual = leadersOf(f).map((id) => [LEADERS[id].name.fr, LEADERS[id].value]);
      expect(actual, f).toEqual(ANNEXE_5[f]);
    }
  });

  it('annexe 5: the Bene Gesserit leaders are all worth 5; Stilgar is the strongest leader', () => {
    expect(leadersOf('beneGesserit').map((id) => LEADERS[id].value)).toEqual([5, 5, 5, 5, 5]);
    expect(Math.max(...LEADER_IDS.map((id) => LEADERS[id].value))).toBe(LEADERS.stilgar.value);
  });
});
