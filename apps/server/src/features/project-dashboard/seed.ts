import type { StoredProjectWidgets } from '@conecta/contracts/project-dashboard';
import type { Database } from '../../db/client';
import type { SampleData } from '../../db/sample-data';
import { projectDashboardProjects } from './table';

type Extras = Pick<StoredProjectWidgets, 'schedule' | 'budgetDistribution' | 'budgetDetails' | 'weather'>;

const weather = (shift: number): StoredProjectWidgets['weather'] => ({
  currentLocation: 'São Paulo',
  tempUnit: 'C',
  speedUnit: 'KMH',
  locations: [
    {
      name: 'São Paulo',
      icon: 'rainy',
      temp: 22 + shift,
      windSpeed: 12,
      windDirection: 'NE',
      humidity: 78,
      next3Days: [
        { day: 'D1', icon: 'rainy', temp: 21 + shift },
        { day: 'D2', icon: 'cloudy', temp: 24 + shift },
        { day: 'D3', icon: 'sunny', temp: 27 + shift },
      ],
    },
    {
      name: 'Istanbul',
      icon: 'cloudy',
      temp: 11 + shift,
      windSpeed: 18,
      windDirection: 'N',
      humidity: 70,
      next3Days: [
        { day: 'D1', icon: 'cloudy', temp: 10 + shift },
        { day: 'D2', icon: 'rainy', temp: 9 + shift },
        { day: 'D3', icon: 'cloudy', temp: 12 + shift },
      ],
    },
  ],
});

function budget(
  total: number,
  spentShare: number[],
): Pick<StoredProjectWidgets, 'budgetDistribution' | 'budgetDetails'> {
  const types = ['Concept', 'Design', 'Development', 'Extras', 'Marketing'];
  const shares = [0.1, 0.15, 0.45, 0.1, 0.2];
  const rows = types.map((type, index) => {
    const rowTotal = Math.round(total * (shares[index] ?? 0));
    const expensesAmount = Math.round(rowTotal * (spentShare[index] ?? 0));
    const expensesPercentage = Math.round((expensesAmount / rowTotal) * 1000) / 10;
    return {
      type,
      total: rowTotal,
      expensesAmount,
      expensesPercentage,
      remainingAmount: rowTotal - expensesAmount,
      remainingPercentage: Math.round((100 - expensesPercentage) * 10) / 10,
    };
  });
  return {
    budgetDistribution: { categories: types, series: shares.map((share) => Math.round(share * 100)) },
    budgetDetails: { currency: 'BRL', rows },
  };
}

const schedule = (place: string): StoredProjectWidgets['schedule'] => ({
  ranges: ['T', 'TM'],
  currentRange: 'T',
  series: {
    T: [
      { title: 'Daily', time: '09:00', location: 'Online' },
      { title: 'Revisão com o cliente', time: '14:30', location: place },
      { title: 'Planejamento da sprint', time: '16:00', location: 'Sala 2' },
    ],
    TM: [
      { title: 'Daily', time: '09:00', location: 'Online' },
      { title: 'Treinamento das lojas', time: '11:00', location: place },
    ],
  },
});

/** What a board-backed project shows beside its own figures. */
export const boardExtras: Extras = {
  schedule: schedule('Online'),
  ...budget(120_000, [0.9, 0.6, 0.35, 0.1, 0.2]),
  weather: weather(0),
};

function project(seed: number, place: string, total: number): StoredProjectWidgets {
  const n = (base: number) => base + ((seed * 7 + base) % 9);
  return {
    summary: {
      ranges: ['DY', 'DT', 'DTM'],
      currentRange: 'DT',
      count: { DY: n(21), DT: n(25), DTM: n(19) },
      extra: { DY: n(6), DT: n(7), DTM: n(3) },
    },
    overdue: { count: n(4), yesterday: n(1), cards: [] },
    issues: { count: n(32), closedToday: n(2) },
    features: { count: n(42), implemented: n(8) },
    taskDistribution: {
      ranges: ['TW', 'LW', '2W'],
      currentRange: 'TW',
      labels: ['API', 'Backend', 'Frontend', 'Issues'],
      series: {
        TW: [n(15), n(20), n(38), n(27)],
        LW: [n(19), n(16), n(42), n(23)],
        '2W': [n(18), n(17), n(40), n(25)],
      },
      overview: {
        TW: { new: n(594), completed: n(287) },
        LW: { new: n(526), completed: n(260) },
        '2W': { new: n(487), completed: n(234) },
      },
    },
    schedule: schedule(place),
    ...budget(total, [0.95, 0.7, 0.4 + seed * 0.05, 0.15, 0.3]),
    teamMembers: [
      {
        id: `m${seed}-1`,
        name: 'Mariana Albuquerque',
        email: 'mariana.albuquerque@conecta.example',
        job: 'Gerente de projeto',
        tasks: n(3),
      },
      {
        id: `m${seed}-2`,
        name: 'Rafael Monteiro',
        email: 'rafael.monteiro@conecta.example',
        job: 'Engenheiro de redes',
        tasks: n(5),
      },
      {
        id: `m${seed}-3`,
        name: 'Larissa Fonseca',
        email: 'larissa.fonseca@conecta.example',
        job: 'Designer',
        tasks: n(2),
      },
      { id: `m${seed}-4`, name: 'Emre Yılmaz', email: 'emre.yilmaz@conecta.example', job: 'Developer', tasks: n(4) },
    ],
    weather: weather(seed),
  };
}

const projects: [name: string, place: string, total: number][] = [
  ['Console de dispositivos', 'Sala 1', 180_000],
  ['Portabilidade em massa', 'Loja Paulista', 95_000],
  ['Segurança móvel', 'Sala 3', 140_000],
  ['Lojas conectadas', 'Loja Centro', 60_000],
];

/** The company's sample projects, loaded once per database. */
export const projectDashboardSampleData: SampleData = {
  feature: 'project-dashboard',
  async load(tx: Database) {
    await tx.insert(projectDashboardProjects).values(
      projects.map(([name, place, total], position) => ({
        name,
        position,
        widgets: project(position, place, total),
      })),
    );
  },
};
