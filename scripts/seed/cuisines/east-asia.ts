import type { Cuisine } from '../menu-types';

export const EAST_ASIAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'Japanese',
    country: 'Japan',
    palette: { table: '#f3ede4', check: '#3a4a6b', accent: '#b33a3a' },
    dishes: [
      {
        kind: 'sushi',
        tags: ['Sushi', 'Seafood'],
        names: [
          {
            name: 'Salmon Nigiri Set',
            about: 'Fresh salmon over hand-pressed rice, with wasabi and pickled ginger.',
            diets: ['gluten-free'],
            allergens: ['fish'],
          },
          {
            name: 'Spicy Tuna Roll',
            tags: ['Spicy'],
            about: 'Tuna mixed with chilli mayonnaise, rolled with cucumber and rice.',
            diets: ['gluten-free'],
            allergens: ['eggs', 'fish'],
          },
          {
            name: 'California Roll',
            about: 'Crab, avocado and cucumber rolled inside out in sesame seeds.',
            diets: ['gluten-free'],
            allergens: ['crustaceans', 'sesame'],
          },
        ],
      },
      {
        kind: 'sushi',
        tags: ['Sushi', 'Seafood'],
        names: [
          {
            name: 'Dragon Roll',
            about: 'Shrimp tempura and cucumber under slices of avocado, with a sweet eel sauce.',
            diets: [],
            allergens: ['gluten', 'crustaceans', 'eggs', 'fish', 'soybeans'],
          },
          {
            name: 'Rainbow Roll',
            about: 'A crab and cucumber roll topped with tuna, salmon, yellowtail and avocado.',
            diets: ['gluten-free'],
            allergens: ['crustaceans', 'fish'],
          },
          {
            name: 'Eel Avocado Roll',
            about: 'Grilled freshwater eel and avocado, brushed with a sweet soy glaze.',
            diets: [],
            allergens: ['gluten', 'fish', 'soybeans'],
          },
        ],
      },
      {
        kind: 'noodles',
        tags: ['Noodles', 'Soup'],
        names: [
          {
            name: 'Tonkotsu Ramen',
            region: 'Fukuoka',
            about: 'Thin noodles in a rich, creamy pork bone broth with chashu pork, egg and spring onion.',
            diets: [],
            allergens: ['gluten', 'eggs', 'soybeans'],
          },
          {
            name: 'Shoyu Ramen',
            region: 'Tokyo',
            about: 'Wavy noodles in a clear soy broth with pork, bamboo shoots and nori.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
          {
            name: 'Spicy Miso Ramen',
            tags: ['Spicy'],
            region: 'Hokkaido',
            about: 'Thick noodles in a miso broth with chilli, minced pork and sweetcorn.',
            diets: [],
            allergens: ['gluten', 'soybeans', 'sesame'],
          },
        ],
      },
      {
        kind: 'noodles',
        tags: ['Noodles'],
        names: [
          {
            name: 'Tempura Udon',
            tags: ['Seafood'],
            about: 'Thick wheat noodles in a hot broth, topped with crisp shrimp tempura.',
            diets: [],
            allergens: ['gluten', 'crustaceans', 'eggs', 'fish', 'soybeans'],
          },
          {
            name: 'Kitsune Udon',
            tags: ['Vegetarian'],
            region: 'Osaka',
            about: 'Udon in a light broth with sweet simmered fried tofu and spring onion.',
            diets: ['vegetarian', 'vegan'],
            allergens: ['gluten', 'soybeans'],
          },
          {
            name: 'Tanuki Soba',
            region: 'Tokyo',
            about: 'Buckwheat noodles in a hot broth, scattered with crunchy tempura bits.',
            diets: [],
            allergens: ['gluten', 'eggs', 'fish', 'soybeans'],
          },
        ],
      },
      {
        kind: 'skewer',
        tags: ['Grill', 'Street Food'],
        names: [
          {
            name: 'Chicken Yakitori',
            about: 'Bite-sized chicken grilled over charcoal and brushed with a sweet soy glaze.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
          {
            name: 'Negima Yakitori',
            about: 'Chicken thigh and spring onion, grilled on skewers over charcoal.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Beef Kushiyaki',
            about: 'Skewered beef grilled over charcoal with salt and a little soy.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
        ],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          {
            name: 'Matcha Ice Cream',
            tags: ['Vegetarian'],
            region: 'Kyoto',
            about: 'Creamy ice cream with the grassy bitterness of green tea.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk'],
          },
          {
            name: 'Black Sesame Ice Cream',
            tags: ['Vegetarian'],
            about: 'Nutty, toasty ice cream made with ground black sesame.',
            diets: ['vegetarian', 'gluten-free'],
            allergens: ['milk', 'sesame'],
          },
        ],
      },
    ],
  },
  {
    name: 'Chinese',
    country: 'China',
    palette: { table: '#fbe9e4', check: '#b3261e', accent: '#b3261e' },
    dishes: [
      {
        kind: 'dumplings',
        tags: ['Dumplings'],
        names: [
          {
            name: 'Xiao Long Bao',
            region: 'Shanghai',
            about: 'Soup dumplings: thin wrappers holding pork and a spoonful of hot broth.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
          {
            name: 'Shrimp Har Gow',
            tags: ['Seafood'],
            region: 'Guangdong',
            about: 'Translucent steamed dumplings filled with whole shrimp.',
            diets: [],
            allergens: ['gluten', 'crustaceans'],
          },
          {
            name: 'Pork and Chive Dumplings',
            about: 'Boiled dumplings of juicy pork and garlic chives, with black vinegar to dip.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
        ],
      },
      {
        kind: 'dumplings',
        tags: ['Dumplings'],
        names: [
          {
            name: 'Vegetable Potstickers',
            tags: ['Vegetarian'],
            about: 'Dumplings of cabbage, mushroom and carrot, pan-fried until crisp underneath.',
            diets: ['vegetarian', 'vegan'],
            allergens: ['gluten', 'soybeans', 'sesame'],
          },
          {
            name: 'Chili Oil Wontons',
            tags: ['Spicy'],
            region: 'Sichuan',
            about: 'Pork wontons in a pool of chilli oil, black vinegar and garlic.',
            diets: [],
            allergens: ['gluten', 'soybeans', 'sesame'],
          },
          {
            name: 'Chicken Shumai',
            region: 'Guangdong',
            about: 'Open-topped steamed dumplings of chicken and mushroom.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
        ],
      },
      {
        kind: 'noodles',
        tags: ['Noodles'],
        names: [
          {
            name: 'Dan Dan Noodles',
            tags: ['Spicy'],
            region: 'Sichuan',
            about: 'Noodles with spicy minced pork, chilli oil and Sichuan pepper.',
            diets: [],
            allergens: ['gluten', 'peanuts', 'soybeans', 'sesame'],
          },
          {
            name: 'Beef Chow Mein',
            about: 'Stir-fried egg noodles with beef, bean sprouts and spring onion.',
            diets: [],
            allergens: ['gluten', 'eggs', 'soybeans'],
          },
          {
            name: 'Lanzhou Beef Noodles',
            region: 'Gansu',
            about: 'Hand-pulled noodles in a clear beef broth with radish, chilli oil and coriander.',
            diets: [],
            allergens: ['gluten'],
          },
        ],
      },
      {
        kind: 'curry',
        tags: ['Stir-Fry'],
        names: [
          {
            name: 'Kung Pao Chicken',
            tags: ['Spicy'],
            region: 'Sichuan',
            about: 'Chicken stir-fried with peanuts, dried chillies and Sichuan pepper.',
            diets: [],
            allergens: ['gluten', 'peanuts', 'soybeans'],
          },
          {
            name: 'Mapo Tofu',
            tags: ['Spicy'],
            region: 'Sichuan',
            about: 'Soft tofu and minced beef in a fiery, numbing chilli bean sauce.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
          {
            name: 'Sweet and Sour Pork',
            region: 'Guangdong',
            about: 'Crisp pork in a glossy sweet and sour sauce with peppers and pineapple.',
            diets: [],
            allergens: ['gluten', 'eggs'],
          },
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          {
            name: 'Hot and Sour Soup',
            tags: ['Spicy'],
            about: 'Tofu, mushrooms and bamboo shoots in a peppery, vinegar-sharp broth.',
            diets: [],
            allergens: ['gluten', 'eggs', 'soybeans'],
          },
          {
            name: 'Wonton Soup',
            region: 'Guangdong',
            about: 'Delicate pork and shrimp wontons in a clear broth.',
            diets: [],
            allergens: ['gluten', 'crustaceans', 'soybeans'],
          },
        ],
      },
      {
        kind: 'skewer',
        tags: ['Grill', 'Street Food'],
        names: [
          {
            name: 'Cumin Lamb Skewers',
            tags: ['Spicy'],
            region: 'Xinjiang',
            about: 'Lamb grilled on skewers with cumin, chilli and salt.',
            diets: ['gluten-free'],
            allergens: [],
          },
          {
            name: 'Char Siu Skewers',
            region: 'Guangdong',
            about: 'Pork in a sweet honey and five-spice glaze, roasted on skewers.',
            diets: [],
            allergens: ['gluten', 'soybeans'],
          },
        ],
      },
    ],
  },
];
