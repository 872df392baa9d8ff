import type { TreatmentSlug } from './treatments';

/**
 * The long texts of the ten treatment pages. Written for
 * families in plain language: no cure claims, no medicine names or doses, and
 * every page says when to seek help. Overview items are paragraphs; the other
 * sections are bullet points.
 */
export interface TreatmentDetail {
  overview: string[];
  symptoms: string[];
  causes: string[];
  treatment: string[];
}

export const TREATMENT_DETAILS: Record<TreatmentSlug, TreatmentDetail> = {
  BipolarDisorderTreatment: {
    overview: [
      'Bipolar disorder is a long-term condition in which a person’s mood, energy and activity swing between very high periods (mania or hypomania) and very low periods (depression), often with calmer weeks or months in between.',
      'With steady care, most people learn to notice early warning signs, keep their routines and lead full lives at home, at work and in their studies.',
      'Please seek help the same day if someone talks about ending their life, stops sleeping for several nights, or takes risks that could harm them or others.',
    ],
    symptoms: [
      'High periods: unusually cheerful or irritable mood, racing thoughts, fast speech and little need for sleep',
      'Big plans, overspending or risky decisions that are not like the person',
      'Low periods: sadness, tiredness, loss of interest and feeling hopeless or worthless',
      'Changes in sleep, appetite and concentration that last days or weeks',
      'Mood changes that strain studies, work or family relationships',
    ],
    causes: [
      'It often runs in families, so genes seem to play a part',
      'Differences in how the brain regulates mood and energy',
      'Stressful life events, lack of sleep or substance use can trigger an episode',
      'It is not caused by weak character or poor parenting',
    ],
    treatment: [
      'A careful psychiatric assessment to confirm the diagnosis and rule out other causes',
      'Medicines prescribed and reviewed regularly by our psychiatrist when needed',
      'Psychotherapy to track moods, spot early signs and plan for difficult times',
      'Sleep and routine planning, and family sessions so everyone knows how to help',
      'Regular follow-up visits to adjust the plan as life changes',
    ],
  },
  ObsessiveCompulsiveDisorderTreatment: {
    overview: [
      'Obsessive-compulsive disorder (OCD) brings unwanted, upsetting thoughts, images or urges (obsessions) and repeated actions or mental rituals (compulsions) done to ease the distress.',
      'The rituals give short relief but keep the cycle going. It can affect children, teenagers and adults, and it is very treatable with the right therapy.',
      'Consider an assessment when rituals take up more than an hour a day, cause distress, or get in the way of school, work or family life.',
    ],
    symptoms: [
      'Repeated worries about germs, harm, order or things being “just right”',
      'Excessive washing, checking, counting, arranging or asking for reassurance',
      'Feeling unable to stop a ritual even when it seems unreasonable',
      'Avoiding places, objects or people that set off the thoughts',
      'Being late, tired or upset because rituals take so long',
    ],
    causes: [
      'A mix of genetic, brain and learning factors',
      'It can run in families',
      'Stress and major life changes can make symptoms stronger',
      'It is not a sign of being overly fussy or of anything the person did wrong',
    ],
    treatment: [
      'A detailed assessment by our psychologist or psychiatrist',
      'Cognitive behavioural therapy with exposure and response prevention, step by step and at a pace the person can manage',
      'Medicine, when the psychiatrist feels it will help alongside therapy',
      'Guidance for parents and family on how to respond to rituals and reassurance-seeking',
      'Relapse-prevention planning towards the end of therapy',
    ],
  },
  SchizophreniaTreatment: {
    overview: [
      'Schizophrenia is a serious but treatable mental illness that changes how a person thinks, feels and sees the world. It usually begins in late teens or early adulthood.',
      'Early and continuous care makes a real difference. Many people return to study, work and family life with the right treatment and support around them.',
      'Seek urgent help if the person hears voices telling them to harm themselves or others, stops eating or drinking, or seems in danger.',
    ],
    symptoms: [
      'Hearing, seeing or feeling things that others do not (hallucinations)',
      'Firm beliefs that are not shared by others, such as being followed or controlled (delusions)',
      'Confused thinking or speech that is hard to follow',
      'Withdrawing from friends, losing motivation and neglecting self-care',
      'A drop in performance at school or work',
    ],
    causes: [
      'A combination of genetic, brain development and environmental factors',
      'A family history raises the chance but does not make it certain',
      'Heavy stress or drug use, especially cannabis, can trigger or worsen it in some people',
      'It is not caused by bad parenting, and it is not a “split personality”',
    ],
    treatment: [
      'A full psychiatric assessment and, if needed, tests to rule out physical causes',
      'Medicines prescribed and monitored by our psychiatrist',
      'Psychosocial rehabilitation: daily-living, social and work skills',
      'Family education and support so carers feel less alone',
      'Regular follow-up with an early-warning plan to prevent relapse',
    ],
  },
  ADHDTreatment: {
    overview: [
      'Attention-deficit/hyperactivity disorder (ADHD) is a common brain-based condition that affects attention, activity levels and self-control. It usually shows up in childhood and can continue into adult life.',
      'Children with ADHD are often bright and creative; they simply find it harder to focus, sit still or wait their turn. The right support at home and in school helps them shine.',
      'An assessment is worth considering when these difficulties are present in more than one setting, last over six months and affect learning, friendships or family life.',
    ],
    symptoms: [
      'Trouble keeping attention, following instructions or finishing tasks',
      'Often losing things, forgetting daily activities or seeming not to listen',
      'Fidgeting, leaving the seat, running or climbing at unsuitable times',
      'Talking a lot, interrupting or finding it hard to wait',
      'Acting quickly without thinking about what might happen next',
    ],
    causes: [
      'It runs strongly in families',
      'Differences in how the brain develops and manages attention',
      'Being born early or with a low birth weight can raise the chance',
      'It is not caused by too much sugar, screens alone or poor parenting',
    ],
    treatment: [
      'A detailed assessment using parent and teacher reports and psychological testing',
      'Parent training in positive, consistent routines and rewards',
      'Behaviour therapy and skills for organisation, planning and self-control',
      'Classroom suggestions and liaison with the school when parents wish',
      'Medicine only when our psychiatrist or pediatrician feels it will help, with regular reviews',
    ],
  },
  AnxietyDisorderTreatment: {
    overview: [
      'Everyone feels worried at times. An anxiety disorder is when fear or worry is strong, lasts a long time and starts to get in the way of daily life.',
      'There are several kinds, including generalised anxiety, panic attacks, social anxiety, phobias and separation anxiety in children. All of them respond well to treatment.',
      'Please seek help if worry keeps a child from school, stops anyone from doing everyday things, or if panic attacks keep coming back.',
    ],
    symptoms: [
      'Constant worry that is hard to switch off',
      'Racing heart, fast breathing, sweating, stomach-aches or headaches',
      'Avoiding school, crowds, social events or particular situations',
      'Poor sleep, restlessness and feeling on edge',
      'In children: clinginess, tantrums or tears around separation',
    ],
    causes: [
      'A family tendency towards anxiety',
      'Stressful events such as exams, loss, moving home or conflict',
      'Long-term health problems or other mental health conditions',
      'Learned patterns of avoidance that keep fear going',
    ],
    treatment: [
      'An assessment to understand the type of anxiety and its triggers',
      'Cognitive behavioural therapy to challenge worried thoughts and face fears gradually',
      'Relaxation, breathing and sleep routines that can be practised at home',
      'Parent guidance for supporting an anxious child without adding to avoidance',
      'Medicine only if our psychiatrist recommends it, alongside therapy',
    ],
  },
  ASDTreatment: {
    overview: [
      'Autism spectrum disorder (ASD) is a lifelong difference in how a person communicates, relates to others and experiences the world. Every autistic person is unique, with their own strengths and needs.',
      'Early assessment and support help children build communication, play and everyday skills, and help families understand their child better.',
      'Talk to a specialist if a child is not babbling by 12 months, not using single words by 16 months, or loses words or skills they already had.',
    ],
    symptoms: [
      'Delayed speech, or speech used in unusual ways such as repeating phrases',
      'Limited eye contact, pointing or response to their name',
      'Preference for routines and distress when they change',
      'Repetitive movements such as hand-flapping or rocking',
      'Strong reactions to sounds, textures, lights or smells',
      'Intense, focused interests in particular topics or objects',
    ],
    causes: [
      'Mainly genetic and developmental factors that affect how the brain grows',
      'It often runs in families',
      'Vaccines do not cause autism',
      'It is not caused by parenting style or by screen time',
    ],
    treatment: [
      'A developmental assessment by our team to understand the child’s profile',
      'Applied behaviour analysis (ABA), speech and language therapy and occupational therapy',
      'Special education and social-skills groups',
      'Parent coaching so that learning continues at home',
      'We do not offer stem-cell treatment for autism, as it is not recommended by India’s health authorities',
    ],
  },
  DementiaTreatment: {
    overview: [
      'Dementia is a group of conditions in which memory, thinking and daily abilities slowly decline. Alzheimer’s disease is the most common kind, and it mainly affects older adults.',
      'Although dementia cannot be reversed, good care can ease symptoms, keep the person safe and independent for longer, and support the family who look after them.',
      'See a doctor if forgetfulness starts to affect daily life, and seek urgent help for sudden confusion, which may be caused by an infection or another treatable problem.',
    ],
    symptoms: [
      'Forgetting recent events, names or conversations',
      'Difficulty with planning, money, cooking or familiar tasks',
      'Getting lost in familiar places or confused about time',
      'Changes in mood, personality or behaviour',
      'Trouble finding the right words',
    ],
    causes: [
      'Changes in the brain such as Alzheimer’s disease',
      'Reduced blood flow to the brain after strokes (vascular dementia)',
      'Age and family history raise the chance',
      'High blood pressure, diabetes and inactivity can add to the risk',
    ],
    treatment: [
      'Memory and thinking assessment, with tests to rule out other causes',
      'Medicines when our psychiatrist feels they may help, reviewed regularly',
      'Memory aids, routines and activities that keep the mind and body active',
      'Home-safety advice and planning for the future',
      'Carer guidance and counselling, because looking after a loved one is demanding',
    ],
  },
  DepressionTreatment: {
    overview: [
      'Depression is more than feeling sad for a few days. It is a low mood and loss of interest that last at least two weeks and affect how a person thinks, feels and copes.',
      'It can happen at any age, including in children and teenagers, where it may look like irritability rather than sadness. With support, people do feel better.',
      'If you or someone close talks about death or suicide, do not wait: call the Tele-MANAS helpline on 14416, or 112 in an emergency.',
    ],
    symptoms: [
      'Feeling low, empty or irritable most of the day',
      'Losing interest in activities that used to bring joy',
      'Changes in sleep and appetite, and feeling tired all the time',
      'Difficulty concentrating or making decisions',
      'Feelings of guilt, worthlessness or hopelessness',
      'Thoughts of self-harm or of not wanting to live',
    ],
    causes: [
      'A mix of biological, psychological and social factors',
      'A family history of depression',
      'Stressful events such as loss, illness, bullying or exam pressure',
      'Long-term health conditions, loneliness or substance use',
    ],
    treatment: [
      'A careful assessment of mood, safety and daily life',
      'Talking therapies such as cognitive behavioural therapy',
      'Medicine, when our psychiatrist recommends it, with regular reviews',
      'Small daily steps: routine, activity, sleep and staying connected',
      'Family involvement and a clear plan for what to do if things get worse',
    ],
  },
  PersonalityDisorderTreatment: {
    overview: [
      'A personality disorder is a long-standing pattern of thinking, feeling and relating to others that causes distress and makes relationships and daily life hard.',
      'Patterns often begin in the teenage years. With patient, structured therapy, many people learn to manage emotions and build steadier relationships over time.',
      'Seek help straight away if there is self-harm or talk of suicide: call the Tele-MANAS helpline on 14416, or 112 in an emergency.',
    ],
    symptoms: [
      'Intense emotions that change quickly and are hard to manage',
      'Stormy or unstable relationships, or strong fear of being left alone',
      'Acting on impulse in ways that may be harmful',
      'A shifting or unclear sense of who one is',
      'Long-standing suspicion of others, or very rigid ways of doing things',
    ],
    causes: [
      'Inherited temperament combined with life experiences',
      'Difficult or traumatic experiences in childhood',
      'Ongoing stress or instability at home',
      'It is not a choice and not a character flaw',
    ],
    treatment: [
      'A thorough assessment by our psychiatrist and psychologist',
      'Structured psychotherapy such as dialectical behaviour therapy (DBT)',
      'Skills for handling emotions, distress and relationships',
      'A safety plan for crises, agreed with the person and the family',
      'Treatment for related problems such as depression or anxiety when present',
    ],
  },
  PTSDTreatment: {
    overview: [
      'Post-traumatic stress disorder (PTSD) can develop after a frightening or shocking event such as an accident, violence, abuse or a disaster. Children and adults can both be affected.',
      'It is a natural reaction to an overwhelming experience, not a weakness. With trauma-focused care at a pace that feels safe, symptoms usually ease.',
      'Consider help if distress continues for more than a month after the event, or sooner if it is severe or the person feels unsafe.',
    ],
    symptoms: [
      'Reliving the event through nightmares, flashbacks or upsetting memories',
      'Avoiding places, people or conversations that bring back the event',
      'Feeling jumpy, easily startled, irritable or always on guard',
      'Trouble sleeping and concentrating',
      'In children: replaying the event in play, clinginess or new fears',
    ],
    causes: [
      'Experiencing or witnessing a traumatic event',
      'Repeated or long-lasting trauma raises the chance',
      'Little support after the event, or other stresses at the same time',
      'Past mental health difficulties can make someone more vulnerable',
    ],
    treatment: [
      'A gentle assessment that does not push the person to share more than they are ready to',
      'Trauma-focused cognitive behavioural therapy',
      'Grounding and relaxation skills to manage strong feelings',
      'Medicine only if our psychiatrist feels it will help',
      'Support for families so they can respond calmly and kindly',
    ],
  },
};
