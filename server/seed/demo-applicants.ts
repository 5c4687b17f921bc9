import type { ApplicantSource } from '@common/applicants'

/** Where a demo application stands: the index of its stage in the default stages, or rejected with a reason. */
export type DemoStanding = { stage: 0 | 1 | 2 | 3 | 4 } | { rejected: string; stage: 0 | 1 | 2 | 3 }

export interface DemoApplicant {
  name: string
  email: string
  phone: string | null
  location: string
  headline: string
  skills: string[]
  yearsExperience: number
  source: ApplicantSource
  tags: string[]
  rating: number | null
  /** A paragraph of resume text, so search finds them by what they did. */
  resume: string
  /** The demo job's title → where the application stands. */
  applications: Record<string, DemoStanding>
  createdDaysAgo: number
}

const ROBOTICS = 'Senior Robotics Software Engineer'
const FIRMWARE = 'Embedded Firmware Engineer'
const MECHANICAL = 'Mechanical Design Engineer'
const DESIGNER = 'Product Designer'
const SUPPORT = 'Technical Support Specialist'
const INTERN = 'Robotics Intern (Summer)'
const DATA = 'Data Engineer'
const SALES = 'Account Executive, Enterprise'
const FIELD = 'Field Service Technician'

/** The demo company's applicants: every stage of several jobs, a few rejected, one hired. */
export const DEMO_APPLICANTS: DemoApplicant[] = [
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '+1 (617) 555-0142',
    location: 'Cambridge, MA',
    headline: 'Robotics engineer, motion planning and ROS 2',
    skills: ['C++', 'ROS 2', 'Motion planning', 'Linux', 'Python'],
    yearsExperience: 8,
    source: 'careers',
    tags: ['strong referral'],
    rating: 5,
    resume:
      'Led the motion planning team for a fleet of 400 autonomous mobile robots in a parcel sorting centre. Rewrote the ' +
      'global planner in modern C++ on ROS 2, cutting replanning latency from 180 ms to 25 ms, and introduced simulation ' +
      'tests in Gazebo that run on every merge. Mentored four engineers and presented at ROSCon.',
    applications: { [ROBOTICS]: { stage: 3 } },
    createdDaysAgo: 11,
  },
  {
    name: 'Tomás Álvarez',
    email: 'tomas.alvarez@example.com',
    phone: '617.555.0177',
    location: 'Boston, MA',
    headline: 'C++ developer moving into autonomy',
    skills: ['C++', 'Linux', 'CUDA'],
    yearsExperience: 5,
    source: 'manual',
    tags: [],
    rating: 3,
    resume:
      'Five years building low-latency trading systems in C++17 on Linux. Optimised order book updates with lock-free ' +
      'queues and profiled hot paths with perf. Completed a graduate certificate in robotics and built a small SLAM ' +
      'demo on a TurtleBot as a side project.',
    applications: { [ROBOTICS]: { stage: 1 } },
    createdDaysAgo: 9,
  },
  {
    name: 'Hannah Becker',
    email: 'hannah.becker@example.com',
    phone: null,
    location: 'Munich, Germany',
    headline: 'Autonomy software lead',
    skills: ['C++', 'ROS', 'Sensor fusion', 'Kalman filters'],
    yearsExperience: 11,
    source: 'upload',
    tags: ['relocation'],
    rating: 4,
    resume:
      'Built sensor fusion for automated forklifts combining lidar, wheel odometry and IMU data with an extended Kalman ' +
      'filter. Owned safety certification work under ISO 3691-4 and coordinated hardware-in-the-loop testing with the ' +
      'mechanical team. Looking to relocate to the United States.',
    applications: { [ROBOTICS]: { stage: 2 } },
    createdDaysAgo: 8,
  },
  {
    name: 'Marcus Lee',
    email: 'marcus.lee@example.com',
    phone: '+1 857 555 0110',
    location: 'Somerville, MA',
    headline: 'Backend engineer',
    skills: ['Go', 'Kubernetes', 'PostgreSQL'],
    yearsExperience: 4,
    source: 'careers',
    tags: [],
    rating: 2,
    resume:
      'Backend engineer on a logistics platform: Go services on Kubernetes, PostgreSQL, and event pipelines with Kafka. ' +
      'Interested in robotics but without C++ or ROS experience yet.',
    applications: { [ROBOTICS]: { rejected: 'Not qualified', stage: 1 }, [DATA]: { stage: 1 } },
    createdDaysAgo: 10,
  },
  {
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@example.com',
    phone: '+81 3-5555-0123',
    location: 'Remote',
    headline: 'Embedded firmware engineer, motor control',
    skills: ['C', 'RTOS', 'CAN bus', 'STM32'],
    yearsExperience: 7,
    source: 'careers',
    tags: ['remote'],
    rating: 5,
    resume:
      'Wrote field-oriented motor control firmware for brushless drive units on STM32 under FreeRTOS. Designed the CAN bus ' +
      'protocol between the drive units and the main controller, and the bootloader that updates them over the air. ' +
      'Comfortable with oscilloscopes, logic analysers and reading schematics.',
    applications: { [FIRMWARE]: { stage: 4 } },
    createdDaysAgo: 30,
  },
  {
    name: 'Daniel Okoye',
    email: 'daniel.okoye@example.com',
    phone: '+1 (978) 555-0188',
    location: 'Lowell, MA',
    headline: 'Firmware engineer, battery management',
    skills: ['C', 'Embedded Linux', 'Battery management', 'Yocto'],
    yearsExperience: 6,
    source: 'upload',
    tags: [],
    rating: 4,
    resume:
      'Developed battery management system firmware for electric scooters: cell balancing, state-of-charge estimation and ' +
      'fault handling. Maintained a Yocto-based Embedded Linux image for the telematics unit and automated its builds.',
    applications: { [FIRMWARE]: { stage: 2 } },
    createdDaysAgo: 14,
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    phone: null,
    location: 'Providence, RI',
    headline: 'Electrical engineering graduate',
    skills: ['C', 'Arduino', 'PCB design'],
    yearsExperience: 1,
    source: 'careers',
    tags: ['new grad'],
    rating: 3,
    resume:
      'Capstone project: a line-following robot with a custom PCB, an ARM Cortex-M0 and a PID controller tuned by hand. ' +
      'Teaching assistant for the microcontrollers lab. Internship at a medical device company writing test firmware.',
    applications: { [FIRMWARE]: { stage: 0 }, [INTERN]: { stage: 1 } },
    createdDaysAgo: 4,
  },
  {
    name: 'Ethan Brooks',
    email: 'ethan.brooks@example.com',
    phone: '+1 (401) 555-0135',
    location: 'Worcester, MA',
    headline: 'Mechanical engineer, sheet metal and castings',
    skills: ['SolidWorks', 'GD&T', 'Design for manufacturing', 'FEA'],
    yearsExperience: 9,
    source: 'manual',
    tags: [],
    rating: 4,
    resume:
      'Designed sheet metal chassis and aluminium castings for industrial equipment in SolidWorks, with GD&T drawings and ' +
      'tolerance stack-ups. Ran FEA on load-bearing brackets and worked with suppliers in Mexico and Taiwan on design for ' +
      'manufacturing reviews.',
    applications: { [MECHANICAL]: { stage: 3 } },
    createdDaysAgo: 20,
  },
  {
    name: 'Grace Mensah',
    email: 'grace.mensah@example.com',
    phone: '+1 (508) 555-0121',
    location: 'Framingham, MA',
    headline: 'Product design engineer',
    skills: ['SolidWorks', 'Injection moulding', 'Prototyping'],
    yearsExperience: 5,
    source: 'careers',
    tags: [],
    rating: 3,
    resume:
      'Took consumer products from sketch to injection moulded parts: prototyping with SLA printing, tooling reviews and ' +
      'first-article inspection. Reduced part count of a handheld device from 23 to 14.',
    applications: { [MECHANICAL]: { stage: 1 } },
    createdDaysAgo: 6,
  },
  {
    name: 'Noah Fischer',
    email: 'noah.fischer@example.com',
    phone: null,
    location: 'Hartford, CT',
    headline: 'Manufacturing engineer',
    skills: ['Lean manufacturing', 'AutoCAD'],
    yearsExperience: 3,
    source: 'careers',
    tags: [],
    rating: null,
    resume: 'Manufacturing engineer improving assembly lines with lean methods, AutoCAD layouts and time studies.',
    applications: { [MECHANICAL]: { rejected: 'Salary expectations', stage: 2 } },
    createdDaysAgo: 18,
  },
  {
    name: 'Lina Haddad',
    email: 'lina.haddad@example.com',
    phone: '+1 (212) 555-0163',
    location: 'New York, NY',
    headline: 'Product designer for complex tools',
    skills: ['Figma', 'Prototyping', 'User research', 'Design systems'],
    yearsExperience: 6,
    source: 'careers',
    tags: ['portfolio reviewed'],
    rating: 5,
    resume:
      'Designed operator dashboards for a fleet management product used in 40 warehouses: user research on the floor, ' +
      'Figma prototypes tested with shift leads, and a design system shared by three teams. Speaks Arabic and French.',
    applications: { [DESIGNER]: { stage: 2 } },
    createdDaysAgo: 7,
  },
  {
    name: 'Oliver Grant',
    email: 'oliver.grant@example.com',
    phone: null,
    location: 'Remote',
    headline: 'Visual designer',
    skills: ['Illustration', 'Branding', 'Figma'],
    yearsExperience: 4,
    source: 'upload',
    tags: [],
    rating: 2,
    resume: 'Visual designer focused on branding and illustration for marketing sites; some Figma prototyping.',
    applications: { [DESIGNER]: { rejected: 'Not qualified', stage: 0 } },
    createdDaysAgo: 5,
  },
  {
    name: 'Chloé Martin',
    email: 'chloe.martin@example.com',
    phone: '+33 1 55 55 01 20',
    location: 'Paris, France',
    headline: 'UX researcher and designer',
    skills: ['User research', 'Usability testing', 'Figma'],
    yearsExperience: 5,
    source: 'careers',
    tags: ['relocation'],
    rating: 4,
    resume:
      'Ran usability testing programmes for industrial software, from recruiting participants to synthesising findings ' +
      'into roadmaps. Built Figma prototypes for tablet interfaces used with gloves on the factory floor.',
    applications: { [DESIGNER]: { stage: 1 } },
    createdDaysAgo: 3,
  },
  {
    name: 'Jamal Wright',
    email: 'jamal.wright@example.com',
    phone: '+1 (404) 555-0192',
    location: 'Atlanta, GA',
    headline: 'Technical support specialist',
    skills: ['Troubleshooting', 'Zendesk', 'Networking basics', 'SQL'],
    yearsExperience: 4,
    source: 'careers',
    tags: [],
    rating: 4,
    resume:
      'Tier 2 support for a warehouse management SaaS: troubleshooting network issues on customer sites, writing SQL to ' +
      'investigate data problems, and keeping the Zendesk knowledge base current. Average first response under 20 minutes.',
    applications: { [SUPPORT]: { stage: 2 } },
    createdDaysAgo: 12,
  },
  {
    name: 'Emily Nguyen',
    email: 'emily.nguyen@example.com',
    phone: null,
    location: 'Nashua, NH',
    headline: 'Help desk technician',
    skills: ['Troubleshooting', 'Windows', 'Active Directory'],
    yearsExperience: 2,
    source: 'upload',
    tags: [],
    rating: 3,
    resume: 'Help desk technician supporting 300 staff: Windows, Active Directory, printers and Wi-Fi troubleshooting.',
    applications: { [SUPPORT]: { stage: 0 } },
    createdDaysAgo: 2,
  },
  {
    name: 'Kwame Asante',
    email: 'kwame.asante@example.com',
    phone: '+1 (267) 555-0144',
    location: 'Philadelphia, PA',
    headline: 'Customer support lead',
    skills: ['Zendesk', 'Team leadership', 'Troubleshooting'],
    yearsExperience: 7,
    source: 'manual',
    tags: [],
    rating: null,
    resume: 'Led a support team of eight for an IoT device maker, built escalation playbooks and Zendesk macros.',
    applications: { [SUPPORT]: { rejected: 'Withdrew', stage: 1 } },
    createdDaysAgo: 15,
  },
  {
    name: 'Isabella Costa',
    email: 'isabella.costa@example.com',
    phone: null,
    location: 'Boston, MA',
    headline: 'Mechanical engineering student',
    skills: ['Python', 'ROS', 'SolidWorks'],
    yearsExperience: 0,
    source: 'careers',
    tags: ['new grad'],
    rating: 4,
    resume:
      'Third-year student at Northeastern. Built a robotic arm for the university robotics club, programmed its inverse ' +
      'kinematics in Python with ROS, and designed the gripper in SolidWorks.',
    applications: { [INTERN]: { stage: 2 } },
    createdDaysAgo: 6,
  },
  {
    name: 'Ravi Shankar',
    email: 'ravi.shankar@example.com',
    phone: '+1 (617) 555-0101',
    location: 'Boston, MA',
    headline: 'Computer science student',
    skills: ['Python', 'C++', 'Machine learning'],
    yearsExperience: 0,
    source: 'careers',
    tags: [],
    rating: 3,
    resume: 'Computer science student; research assistant training object detection models for pick-and-place robots.',
    applications: { [INTERN]: { stage: 0 } },
    createdDaysAgo: 1,
  },
  {
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    phone: '+1 (646) 555-0158',
    location: 'New York, NY',
    headline: 'Data engineer, batch and streaming pipelines',
    skills: ['Python', 'SQL', 'PostgreSQL', 'Airflow', 'dbt'],
    yearsExperience: 6,
    source: 'careers',
    tags: ['strong referral'],
    rating: 5,
    resume:
      'Built the Airflow and dbt platform for a delivery company: 300 DAGs loading telemetry from vehicles into PostgreSQL ' +
      'and BigQuery, with data quality checks and lineage. Cut the nightly batch from six hours to 90 minutes.',
    applications: { [DATA]: { stage: 3 } },
    createdDaysAgo: 13,
  },
  {
    name: 'Samuel Adeyemi',
    email: 'samuel.adeyemi@example.com',
    phone: null,
    location: 'Remote',
    headline: 'Analytics engineer',
    skills: ['SQL', 'dbt', 'Looker'],
    yearsExperience: 3,
    source: 'upload',
    tags: [],
    rating: 3,
    resume: 'Analytics engineer modelling sales and operations data in dbt, with Looker dashboards for the finance team.',
    applications: { [DATA]: { stage: 0 } },
    createdDaysAgo: 2,
  },
  {
    name: 'Victoria Hughes',
    email: 'victoria.hughes@example.com',
    phone: '+1 (312) 555-0170',
    location: 'Chicago, IL',
    headline: 'Enterprise account executive',
    skills: ['Enterprise sales', 'Salesforce', 'Negotiation'],
    yearsExperience: 10,
    source: 'manual',
    tags: [],
    rating: 5,
    resume:
      'Closed seven-figure automation deals with national retailers; managed a pipeline in Salesforce and led negotiations ' +
      'with procurement and legal. President’s Club three years running.',
    applications: { [SALES]: { stage: 4 } },
    createdDaysAgo: 60,
  },
  {
    name: 'Carlos Mendoza',
    email: 'carlos.mendoza@example.com',
    phone: '+1 (305) 555-0127',
    location: 'Miami, FL',
    headline: 'Field service technician',
    skills: ['Electromechanical repair', 'Preventive maintenance', 'PLC'],
    yearsExperience: 8,
    source: 'careers',
    tags: [],
    rating: 4,
    resume: 'Maintained conveyor systems and palletising robots at distribution centres; PLC troubleshooting and preventive maintenance.',
    applications: { [FIELD]: { stage: 4 } },
    createdDaysAgo: 45,
  },
]
