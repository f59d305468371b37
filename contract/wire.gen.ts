// Generated from contract/openapi.yaml by `npm run contract:types`: edit the document, not this file.

export interface paths {
    "/api/foods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dish on the menu
         * @description The whole menu in the server's order. The app's 'All' tag is this call too.
         */
        get: operations["getFoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/foods/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tag with its number of dishes
         * @description `All` first with the number of all dishes, then by count (descending), then by name.
         */
        get: operations["getTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/foods/search/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dishes whose name contains the term
         * @description Case-insensitive, literal substring of the name: `.*`, `(` or `%` are text, not patterns. An empty result is `[]`, not an error.
         */
        get: operations["searchFoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/foods/tag/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dishes with the tag
         * @description Case-insensitive. The app asks `/api/foods` for `All`; the mock also answers `All` here with every dish.
         */
        get: operations["getFoodsByTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/foods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dish
         * @description The id is opaque text, taken as sent (`constructor` is an id like any other).
         */
        get: operations["getFood"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password
         * @description Sends credentials (cookies). Email matching ignores case.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (not an admin) and log in
         * @description Validated with the form's rules (docs/product.md §5); the email must be new, ignoring case. The answer is the new user with a fresh token, as login would give.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of the token sent
         * @description The token stops working at once: every later call with it answers 401, logging out again included. Only this token's session ends; the user's other sessions (other devices) go on. No request body; any body sent is ignored.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the current user's profile
         * @description Sends credentials (cookies). Only the token's own user may be updated.
         */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user's favourite dishes
         * @description The ids of the dishes the user saved, in the order saved; `[]` before the first. The same dishes carry `favorite: true` in every food answer sent with this user's token.
         */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/favorites/{foodId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A dish's id, opaque text.
                 * @example a773b3cbb094ea1beff07ed9
                 */
                foodId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Save a dish to the current user's favourites
         * @description Idempotent: saving a favourite again changes nothing. Only the token's user's favourites change; no other user sees them.
         */
        put: operations["addFavorite"];
        post?: never;
        /**
         * Remove a dish from the current user's favourites
         * @description Idempotent: removing a dish that is not a favourite changes nothing. A favourite whose dish has left the menu can still be removed.
         */
        delete: operations["removeFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the current user's order (it becomes their pending order)
         * @description Every item's dish must exist and its quantity be a whole number from 1 to 5. Prices and the total sent are ignored: the server recomputes them from its menu. An earlier pending (NEW) order of the same user is replaced.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/newOrderForCurrentUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user's pending (NEW) order
         * @description The order placed last and not yet paid; 404 when there is none. The payment page reads it, so a failure here must not read as "no order".
         */
        get: operations["getNewOrderForCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user's orders, newest first
         * @description Every status, the pending (NEW) order included. Newest first by `createdAt`; orders created in the same instant keep their creation order (the later one first).
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/track/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the current user's orders
         * @description Only the order's owner may read it. Anyone else, admins included, gets the same 404 as for an unknown id, so order ids cannot be probed.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the current user's orders while it is PAID
         * @description Only while the order is PAID: once it is being prepared it can no longer be canceled (409). A paid order is then refunded, so it answers REFUNDED, its history showing CANCELED and REFUNDED. Canceling an order already canceled or refunded changes nothing and answers it. Someone else's order answers 404, as for `GET /api/orders/track/{id}`. No body.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the current user's pending order (a demo payment; no money moves)
         * @description Marks the user's pending (NEW) order as PAID and stores the payment id (trimmed). After this the user has no pending order: `newOrderForCurrentUser` answers 404 and the order history shows the order as PAID. The body is checked before the order is looked up.
         */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every user's orders with their customer, newest first (admins only)
         * @description Ordered as `GET /api/orders`. Whether the user is an admin is decided by the server from the stored user, not by anything the client sends.
         */
        get: operations["getAllOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order to its next status, or cancel it (admins only)
         * @description The body names the status: the one after the order's current status (PAID → PREPARING → SHIPPED → DELIVERED) or CANCELED, allowed until the order is delivered (a paid order is then REFUNDED). Naming the status the order already has changes nothing, so a repeated click is harmless; any other status answers 409. The change shows in the owner's order and history. Whether the user is an admin is decided by the server from the stored user.
         */
        post: operations["setOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description One short human sentence, shown to the user as-is. */
        ErrorText: string;
        Food: {
            id: components["schemas"]["Id"];
            name: string;
            price: number;
            /** @description Any number from 0 to 5, e.g. 4.7. */
            stars: number;
            /** @description The current user's favourite flag: true when the request's `access_token` names a user who saved this dish (see the favourites extension), false without a token or with one that names no session. Public calls never refuse a token; a bad one just marks nothing. */
            favorite: boolean;
            /**
             * Format: uri-reference
             * @description Absolute in the mock; the app shows it as the image source.
             */
            imageUrl: string;
            origins: string[];
            tags: string[];
            /** @description Minutes as text, one value or a range such as "10-20". */
            cookTime: string;
            /**
             * @description Extension (optional): a sentence or two about the dish, shown on its page. Servers may leave it out; clients show nothing in its place.
             * @example Coffee-soaked ladyfingers layered with mascarpone cream and cocoa. A favourite in Veneto.
             */
            description?: string;
            /**
             * @description Extension (optional): the diets the dish suits. A server may leave it out; clients then say that diet filters are not available for its menu, rather than finding nothing.
             * @example [
             *       "vegetarian",
             *       "gluten-free"
             *     ]
             */
            diets?: components["schemas"]["Diet"][];
            /**
             * @description Extension (optional): which of the EU's 14 allergens (Regulation 1169/2011, Annex II) the dish contains, as the kitchen declares them; [] means none of them. A server may leave it out; clients then say that allergen filters are not available for its menu.
             * @example [
             *       "milk",
             *       "gluten",
             *       "eggs"
             *     ]
             */
            allergens?: components["schemas"]["Allergen"][];
            /**
             * @description Extension (optional): what the shopper chooses when ordering the dish, group by group (a size, a spice level, extras, what to leave out), in the order the dish page shows them. Group names differ within a dish. A server may leave it out, or send [] for a dish with nothing to choose; clients then order the dish as it is.
             * @example [
             *       {
             *         "name": "Size",
             *         "min": 1,
             *         "max": 1,
             *         "choices": [
             *           {
             *             "name": "Regular",
             *             "price": 0
             *           },
             *           {
             *             "name": "Large",
             *             "price": 2.5
             *           }
             *         ]
             *       },
             *       {
             *         "name": "Extras",
             *         "min": 0,
             *         "max": 3,
             *         "choices": [
             *           {
             *             "name": "Extra cheese",
             *             "price": 1.2
             *           },
             *           {
             *             "name": "Olives",
             *             "price": 0.8
             *           }
             *         ]
             *       }
             *     ]
             */
            optionGroups?: components["schemas"]["OptionGroup"][];
        };
        /** @description Extension. One choice to make about a dish: at least `min` and at most `max` of its choices (a required single choice is min 1, max 1; optional extras min 0). `max` is never more than the number of choices, nor less than `min`; choice names differ within the group. */
        OptionGroup: {
            name: string;
            min: number;
            max: number;
            choices: components["schemas"]["OptionChoice"][];
        };
        /** @description Extension. One choice of a group, and what it adds to the dish's price (0 for nothing). */
        OptionChoice: {
            name: string;
            price: number;
        };
        /** @description Extension. A choice the shopper made for a line, as the server priced it: the group's and the choice's names, and the choice's price per dish. */
        ChosenOption: {
            group: string;
            choice: string;
            price: number;
        };
        /** @description Extension. A choice named in an order being placed: the group's and the choice's names as the dish's `optionGroups` spell them. A price sent with it is ignored. */
        ChosenOptionInput: {
            group: string;
            choice: string;
            /** @description Ignored; the server prices the choice from its menu. */
            price?: number;
        };
        /** @description Extension. What the shopper asks of the kitchen for this line ('No onions, please'), trimmed; at most 140 characters. Absent or empty for none. */
        KitchenNote: string;
        /**
         * @description Extension. A diet a dish suits.
         * @enum {string}
         */
        Diet: "vegetarian" | "vegan" | "gluten-free";
        /**
         * @description Extension. One of the EU's 14 allergens that must be declared.
         * @enum {string}
         */
        Allergen: "gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs";
        /** @description Extension. Dish ids, each once, in the order the user saved them. */
        FavoriteList: components["schemas"]["Id"][];
        FoodList: components["schemas"]["Food"][];
        Tag: {
            name: string;
            count: number;
        };
        /** @description Opaque. Servers may add `_id` beside `id`. */
        Id: string;
        /** @description Never contains a password or its hash. */
        User: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            address: components["schemas"]["Address"];
            token: string;
            isAdmin: boolean;
            password?: components["schemas"]["NoSecret"];
            passwordHash?: components["schemas"]["NoSecret"];
        };
        /** @description As User; a missing token means "keep the current one" (tolerated). */
        UpdatedUser: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            address: components["schemas"]["Address"];
            token?: string;
            isAdmin: boolean;
            password?: components["schemas"]["NoSecret"];
            passwordHash?: components["schemas"]["NoSecret"];
        };
        /** @description Trimmed before it is checked and stored; 5 to 100 characters in forms and profiles. */
        Name: string;
        /**
         * Format: email
         * @description Trimmed; compared without case.
         */
        Email: string;
        /** @description Trimmed before it is checked and stored. */
        Address: string;
        Password: string;
        /** @description A password or its hash never leaves the server. Absent is right; an empty string is accepted from servers that blank the field rather than drop it; anything else is a leak. */
        NoSecret: string;
        LoginPayload: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
        };
        RegisterPayload: {
            name: string & components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            password: string & components["schemas"]["Password"];
            /** @description Must equal password. */
            confirmPassword: string;
            address: string & components["schemas"]["Address"];
        };
        ProfileUpdatePayload: {
            id: components["schemas"]["Id"];
            name: string & components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            address: string & components["schemas"]["Address"];
        };
        /** @description Numbers, stored rounded to 8 decimals. */
        LatLng: {
            lat: number;
            lng: number;
        };
        CartItem: {
            food: components["schemas"]["Food"];
            quantity: number;
            /** @description Unit price times quantity; the unit price is the dish's with its chosen options' prices. */
            price: number;
            /** @description Extension (optional). The choices made for this line, in the dish's group order. */
            options?: components["schemas"]["ChosenOption"][];
            note?: components["schemas"]["KitchenNote"];
        };
        /** @description A line of an order being placed. Of the dish only `id` counts: the server prices the line from its own menu, so the rest of `food` and `price` are ignored. A dish appears once per order, or (extension) in several lines whose options or notes differ; two lines alike are refused. The options must keep each of the dish's groups between its `min` and `max` and name choices it has, or the order is refused with a 400 naming the dish and the group. */
        OrderLine: {
            food: {
                id: components["schemas"]["Id"];
            };
            quantity: number;
            /** @description Ignored; the server recomputes it. */
            price?: number;
            /** @description Extension (optional). The choices made for this line. */
            options?: components["schemas"]["ChosenOptionInput"][];
            note?: components["schemas"]["KitchenNote"];
        };
        /** @description As LatLng; each coordinate may also come as a numeric string (some clients send form values). Latitude from -90 to 90, longitude from -180 to 180, whichever form. */
        LatLngInput: {
            lat: number | string;
            lng: number | string;
        };
        OrderPayload: {
            items: components["schemas"]["OrderLine"][];
            /** @description Ignored; the server recomputes it. */
            totalPrice?: number;
            name: string & components["schemas"]["Name"];
            address: string & components["schemas"]["Address"];
            addressLatLng: components["schemas"]["LatLngInput"];
        };
        Order: {
            id: components["schemas"]["Id"];
            items: components["schemas"]["CartItem"][];
            totalPrice: number;
            name: string;
            address: string;
            addressLatLng: components["schemas"]["LatLng"];
            status: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            createdAt: string;
            /** @description Extension, optional: every status the order has had since it was paid, oldest first, each with when it began; the last entry is the current status. A server without it leaves it out, and the app shows the status alone. */
            statusHistory?: components["schemas"]["StatusChange"][];
            /**
             * Format: date-time
             * @description Extension, optional: when the order should arrive, sent while it is PAID, PREPARING or SHIPPED. Moves when the order is moved on early or late.
             */
            estimatedDeliveryAt?: string;
            /** @description Set once paid (extension); the demo payment makes one up, no money moves. */
            paymentId?: string;
        };
        /**
         * @description NEW until paid. The life of a paid order (extension): PAID → PREPARING (being prepared) → SHIPPED (on its way) → DELIVERED. The shopper may cancel while it is PAID; an admin may cancel it until it is delivered. A canceled order that was paid is then REFUNDED. A client shows a status it does not know as it was sent, so a server may add one before the app learns its name.
         * @enum {string}
         */
        OrderStatus: "NEW" | "PAID" | "PREPARING" | "SHIPPED" | "DELIVERED" | "CANCELED" | "REFUNDED";
        /** @description Extension. One step of an order's life. */
        StatusChange: {
            status: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            at: string;
        };
        /** @description Extension. The status an admin moves an order to: the step after its current one, or CANCELED. Asking for the status the order already has changes nothing and answers the order. */
        StatusChangePayload: {
            /** @enum {string} */
            status: "PREPARING" | "SHIPPED" | "DELIVERED" | "CANCELED";
        };
        OrderList: components["schemas"]["Order"][];
        /** @description Extension. The payment provider's reference; the demo makes one up (`DEMO-…`). */
        PaymentPayload: {
            /** @description Trimmed; never blank. */
            paymentId: string;
        };
        /** @description Who placed an order. Never contains a password or its hash. */
        Customer: {
            id: components["schemas"]["Id"];
            name: string;
            email: string;
            password?: components["schemas"]["NoSecret"];
            passwordHash?: components["schemas"]["NoSecret"];
        };
        /** @description Extension. An order with its customer, for the admin list. */
        AdminOrder: components["schemas"]["Order"] & {
            customer: components["schemas"]["Customer"];
        };
    };
    responses: {
        /** @description Invalid input, named by its field; or a body that is not a JSON object. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": components["schemas"]["ErrorText"];
            };
        };
        /** @description The path could not be decoded (a malformed percent-escape), or the search term or tag in it is empty or blank ('A search term or tag is required.'). */
        BadAddress: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example The address of this request is not valid. */
                "text/plain": components["schemas"]["ErrorText"];
            };
        };
        /** @description The access_token header is missing, unknown or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example Please log in to continue. */
                "text/plain": components["schemas"]["ErrorText"];
            };
        };
        /** @description The body is over 256 KiB; it is refused before anything reads it. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example The request is too large. */
                "text/plain": components["schemas"]["ErrorText"];
            };
        };
        /** @description Something unexpected went wrong on the server. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example Something went wrong on our side. Please try again. */
                "text/plain": components["schemas"]["ErrorText"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getFoods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All dishes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "a773b3cbb094ea1beff07ed9",
                     *         "name": "Cassata Siciliana",
                     *         "price": 8.99,
                     *         "stars": 2.5,
                     *         "favorite": false,
                     *         "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *         "origins": [
                     *           "Italy",
                     *           "Sicily"
                     *         ],
                     *         "tags": [
                     *           "Dessert",
                     *           "Vegetarian"
                     *         ],
                     *         "cookTime": "10-20",
                     *         "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["FoodList"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "name": "All",
                     *         "count": 48
                     *       },
                     *       {
                     *         "name": "Lunch",
                     *         "count": 21
                     *       },
                     *       {
                     *         "name": "Street Food",
                     *         "count": 6
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Tag"][];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    searchFoods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Percent-encoded like any path segment. */
                term: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching dishes, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example [] */
                    "application/json": components["schemas"]["FoodList"];
                };
            };
            400: components["responses"]["BadAddress"];
            500: components["responses"]["ServerError"];
        };
    };
    getFoodsByTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example Street Food */
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dishes with the tag, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example [] */
                    "application/json": components["schemas"]["FoodList"];
                };
            };
            400: components["responses"]["BadAddress"];
            500: components["responses"]["ServerError"];
        };
    };
    getFood: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example a773b3cbb094ea1beff07ed9 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dish. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a773b3cbb094ea1beff07ed9",
                     *       "name": "Cassata Siciliana",
                     *       "price": 8.99,
                     *       "stars": 2.5,
                     *       "favorite": false,
                     *       "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *       "origins": [
                     *         "Italy",
                     *         "Sicily"
                     *       ],
                     *       "tags": [
                     *         "Dessert",
                     *         "Vegetarian"
                     *       ],
                     *       "cookTime": "10-20",
                     *       "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *     }
                     */
                    "application/json": components["schemas"]["Food"];
                };
            };
            400: components["responses"]["BadAddress"];
            /** @description No dish with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Food not found. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shopper@foodstore.test",
                 *       "password": "shopper123"
                 *     }
                 */
                "application/json": components["schemas"]["LoginPayload"];
            };
        };
        responses: {
            /** @description The user, with a fresh token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4b73d0e8026e1eb6b4de4f3f",
                     *       "name": "Sam Shopper",
                     *       "email": "shopper@foodstore.test",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "token": "23834c2725a14b807bf071ff000c33450cb8803855a306cc5d04b52a60af4fad",
                     *       "isAdmin": false
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid input (first problem, with its field), or wrong email or password. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Robin Diner",
                 *       "email": "robin@example.com",
                 *       "password": "secret1",
                 *       "confirmPassword": "secret1",
                 *       "address": "1 Main Street, Springfield"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterPayload"];
            };
        };
        responses: {
            /** @description The new user, logged in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f0aa",
                     *       "name": "Robin Diner",
                     *       "email": "robin@example.com",
                     *       "address": "1 Main Street, Springfield",
                     *       "token": "9f3c1b7e2a6d4c8b0e5f1a3d7c9b2e4f6a8c0d1e3f5a7b9c2d4e6f8a0b1c3d5e",
                     *       "isAdmin": false
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The email (ignoring case) is already registered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example That email is already registered. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session has ended. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "4b73d0e8026e1eb6b4de4f3f",
                 *       "name": "Sam Shopper",
                 *       "email": "shopper@foodstore.test",
                 *       "address": "12 New Road, Springfield"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdatePayload"];
            };
        };
        responses: {
            /** @description The updated user, with the same token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4b73d0e8026e1eb6b4de4f3f",
                     *       "name": "Sam Shopper",
                     *       "email": "shopper@foodstore.test",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "token": "23834c2725a14b807bf071ff000c33450cb8803855a306cc5d04b52a60af4fad",
                     *       "isAdmin": false
                     *     }
                     */
                    "application/json": components["schemas"]["UpdatedUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The id is not the token's user. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example You can only update your own profile. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            /** @description Another user has this email. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example That email is already registered. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's favourite dish ids, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "a773b3cbb094ea1beff07ed9",
                     *       "65f1c2d3e4a5b6c7d8e9f0aa"
                     *     ]
                     */
                    "application/json": components["schemas"]["FavoriteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A dish's id, opaque text.
                 * @example a773b3cbb094ea1beff07ed9
                 */
                foodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's favourite dish ids afterwards, this one last when newly saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "a773b3cbb094ea1beff07ed9",
                     *       "65f1c2d3e4a5b6c7d8e9f0aa"
                     *     ]
                     */
                    "application/json": components["schemas"]["FavoriteList"];
                };
            };
            400: components["responses"]["BadAddress"];
            401: components["responses"]["Unauthorized"];
            /** @description No dish with this id is on the menu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Food not found. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A dish's id, opaque text.
                 * @example a773b3cbb094ea1beff07ed9
                 */
                foodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's favourite dish ids afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "a773b3cbb094ea1beff07ed9"
                     *     ]
                     */
                    "application/json": components["schemas"]["FavoriteList"];
                };
            };
            400: components["responses"]["BadAddress"];
            401: components["responses"]["Unauthorized"];
            /** @description No dish with this id is on the menu or among the user's favourites. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Food not found. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "food": {
                 *             "id": "a773b3cbb094ea1beff07ed9"
                 *           },
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "name": "Sam Shopper",
                 *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                 *       "addressLatLng": {
                 *         "lat": 40.7127753,
                 *         "lng": -74.0059728
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderPayload"];
            };
        };
        responses: {
            /** @description The stored order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f002",
                     *       "items": [
                     *         {
                     *           "food": {
                     *             "id": "a773b3cbb094ea1beff07ed9",
                     *             "name": "Cassata Siciliana",
                     *             "price": 8.99,
                     *             "stars": 2.5,
                     *             "favorite": false,
                     *             "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *             "origins": [
                     *               "Italy",
                     *               "Sicily"
                     *             ],
                     *             "tags": [
                     *               "Dessert",
                     *               "Vegetarian"
                     *             ],
                     *             "cookTime": "10-20",
                     *             "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *           },
                     *           "quantity": 2,
                     *           "price": 17.98
                     *         }
                     *       ],
                     *       "totalPrice": 17.98,
                     *       "name": "Sam Shopper",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "addressLatLng": {
                     *         "lat": 40.7127753,
                     *         "lng": -74.0059728
                     *       },
                     *       "status": "NEW",
                     *       "createdAt": "2026-01-01T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    getNewOrderForCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *       "items": [
                     *         {
                     *           "food": {
                     *             "id": "a773b3cbb094ea1beff07ed9",
                     *             "name": "Cassata Siciliana",
                     *             "price": 8.99,
                     *             "stars": 2.5,
                     *             "favorite": false,
                     *             "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *             "origins": [
                     *               "Italy",
                     *               "Sicily"
                     *             ],
                     *             "tags": [
                     *               "Dessert",
                     *               "Vegetarian"
                     *             ],
                     *             "cookTime": "10-20",
                     *             "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *           },
                     *           "quantity": 2,
                     *           "price": 17.98
                     *         }
                     *       ],
                     *       "totalPrice": 17.98,
                     *       "name": "Sam Shopper",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "addressLatLng": {
                     *         "lat": 40.7127753,
                     *         "lng": -74.0059728
                     *       },
                     *       "status": "NEW",
                     *       "createdAt": "2026-01-01T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user has no pending order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example You have no pending order. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's orders, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *         "items": [
                     *           {
                     *             "food": {
                     *               "id": "a773b3cbb094ea1beff07ed9",
                     *               "name": "Cassata Siciliana",
                     *               "price": 8.99,
                     *               "stars": 2.5,
                     *               "favorite": false,
                     *               "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *               "origins": [
                     *                 "Italy",
                     *                 "Sicily"
                     *               ],
                     *               "tags": [
                     *                 "Dessert",
                     *                 "Vegetarian"
                     *               ],
                     *               "cookTime": "10-20",
                     *               "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *             },
                     *             "quantity": 2,
                     *             "price": 17.98
                     *           }
                     *         ],
                     *         "totalPrice": 17.98,
                     *         "name": "Sam Shopper",
                     *         "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *         "addressLatLng": {
                     *           "lat": 40.7127753,
                     *           "lng": -74.0059728
                     *         },
                     *         "status": "PAID",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "paymentId": "DEMO-7K2Q9XW4M1PA",
                     *         "statusHistory": [
                     *           {
                     *             "status": "PAID",
                     *             "at": "2026-01-01T12:01:00.000Z"
                     *           }
                     *         ],
                     *         "estimatedDeliveryAt": "2026-01-01T12:21:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 65f1c2d3e4a5b6c7d8e9f001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *       "items": [
                     *         {
                     *           "food": {
                     *             "id": "a773b3cbb094ea1beff07ed9",
                     *             "name": "Cassata Siciliana",
                     *             "price": 8.99,
                     *             "stars": 2.5,
                     *             "favorite": false,
                     *             "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *             "origins": [
                     *               "Italy",
                     *               "Sicily"
                     *             ],
                     *             "tags": [
                     *               "Dessert",
                     *               "Vegetarian"
                     *             ],
                     *             "cookTime": "10-20",
                     *             "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *           },
                     *           "quantity": 2,
                     *           "price": 17.98
                     *         }
                     *       ],
                     *       "totalPrice": 17.98,
                     *       "name": "Sam Shopper",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "addressLatLng": {
                     *         "lat": 40.7127753,
                     *         "lng": -74.0059728
                     *       },
                     *       "status": "PAID",
                     *       "createdAt": "2026-01-01T12:00:00.000Z",
                     *       "paymentId": "DEMO-7K2Q9XW4M1PA",
                     *       "statusHistory": [
                     *         {
                     *           "status": "PAID",
                     *           "at": "2026-01-01T12:01:00.000Z"
                     *         }
                     *       ],
                     *       "estimatedDeliveryAt": "2026-01-01T12:21:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadAddress"];
            401: components["responses"]["Unauthorized"];
            /** @description No order with this id belongs to the user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Order not found. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 65f1c2d3e4a5b6c7d8e9f001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, canceled (and refunded). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *       "items": [
                     *         {
                     *           "food": {
                     *             "id": "a773b3cbb094ea1beff07ed9",
                     *             "name": "Cassata Siciliana",
                     *             "price": 8.99,
                     *             "stars": 2.5,
                     *             "favorite": false,
                     *             "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *             "origins": [
                     *               "Italy",
                     *               "Sicily"
                     *             ],
                     *             "tags": [
                     *               "Dessert",
                     *               "Vegetarian"
                     *             ],
                     *             "cookTime": "10-20",
                     *             "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *           },
                     *           "quantity": 2,
                     *           "price": 17.98
                     *         }
                     *       ],
                     *       "totalPrice": 17.98,
                     *       "name": "Sam Shopper",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "addressLatLng": {
                     *         "lat": 40.7127753,
                     *         "lng": -74.0059728
                     *       },
                     *       "status": "REFUNDED",
                     *       "createdAt": "2026-01-01T12:00:00.000Z",
                     *       "paymentId": "DEMO-7K2Q9XW4M1PA",
                     *       "statusHistory": [
                     *         {
                     *           "status": "PAID",
                     *           "at": "2026-01-01T12:01:00.000Z"
                     *         },
                     *         {
                     *           "status": "CANCELED",
                     *           "at": "2026-01-01T12:02:00.000Z"
                     *         },
                     *         {
                     *           "status": "REFUNDED",
                     *           "at": "2026-01-01T12:02:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadAddress"];
            401: components["responses"]["Unauthorized"];
            /** @description No order with this id belongs to the user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Order not found. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            /** @description The order is not PAID (not yet paid, being prepared, on its way or delivered). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example This order is already being prepared and can no longer be canceled. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentId": "DEMO-7K2Q9XW4M1PA"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentPayload"];
            };
        };
        responses: {
            /** @description The paid order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *       "items": [
                     *         {
                     *           "food": {
                     *             "id": "a773b3cbb094ea1beff07ed9",
                     *             "name": "Cassata Siciliana",
                     *             "price": 8.99,
                     *             "stars": 2.5,
                     *             "favorite": false,
                     *             "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *             "origins": [
                     *               "Italy",
                     *               "Sicily"
                     *             ],
                     *             "tags": [
                     *               "Dessert",
                     *               "Vegetarian"
                     *             ],
                     *             "cookTime": "10-20",
                     *             "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *           },
                     *           "quantity": 2,
                     *           "price": 17.98
                     *         }
                     *       ],
                     *       "totalPrice": 17.98,
                     *       "name": "Sam Shopper",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "addressLatLng": {
                     *         "lat": 40.7127753,
                     *         "lng": -74.0059728
                     *       },
                     *       "status": "PAID",
                     *       "createdAt": "2026-01-01T12:00:00.000Z",
                     *       "paymentId": "DEMO-7K2Q9XW4M1PA",
                     *       "statusHistory": [
                     *         {
                     *           "status": "PAID",
                     *           "at": "2026-01-01T12:01:00.000Z"
                     *         }
                     *       ],
                     *       "estimatedDeliveryAt": "2026-01-01T12:21:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The payment id is missing, not text, blank or longer than 100 characters; or the body is not a JSON object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user has no pending order (none placed, or already paid). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example You have no pending order. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            413: components["responses"]["TooLarge"];
            /** @description The payment failed or something unexpected went wrong; the order stays pending. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
        };
    };
    getAllOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All orders, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *         "items": [
                     *           {
                     *             "food": {
                     *               "id": "a773b3cbb094ea1beff07ed9",
                     *               "name": "Cassata Siciliana",
                     *               "price": 8.99,
                     *               "stars": 2.5,
                     *               "favorite": false,
                     *               "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *               "origins": [
                     *                 "Italy",
                     *                 "Sicily"
                     *               ],
                     *               "tags": [
                     *                 "Dessert",
                     *                 "Vegetarian"
                     *               ],
                     *               "cookTime": "10-20",
                     *               "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *             },
                     *             "quantity": 2,
                     *             "price": 17.98
                     *           }
                     *         ],
                     *         "totalPrice": 17.98,
                     *         "name": "Sam Shopper",
                     *         "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *         "addressLatLng": {
                     *           "lat": 40.7127753,
                     *           "lng": -74.0059728
                     *         },
                     *         "status": "PAID",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "paymentId": "DEMO-7K2Q9XW4M1PA",
                     *         "customer": {
                     *           "id": "4b73d0e8026e1eb6b4de4f3f",
                     *           "name": "Sam Shopper",
                     *           "email": "shopper@foodstore.test"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["AdminOrder"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Only administrators can see all orders. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    setOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 65f1c2d3e4a5b6c7d8e9f001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "PREPARING"
                 *     }
                 */
                "application/json": components["schemas"]["StatusChangePayload"];
            };
        };
        responses: {
            /** @description The order as it now is, with its customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "65f1c2d3e4a5b6c7d8e9f001",
                     *       "items": [
                     *         {
                     *           "food": {
                     *             "id": "a773b3cbb094ea1beff07ed9",
                     *             "name": "Cassata Siciliana",
                     *             "price": 8.99,
                     *             "stars": 2.5,
                     *             "favorite": false,
                     *             "imageUrl": "http://localhost:9090/images/foods/a773b3cbb094ea1beff07ed9.svg",
                     *             "origins": [
                     *               "Italy",
                     *               "Sicily"
                     *             ],
                     *             "tags": [
                     *               "Dessert",
                     *               "Vegetarian"
                     *             ],
                     *             "cookTime": "10-20",
                     *             "description": "Sponge cake soaked in liqueur, filled with sweet ricotta and candied fruit under marzipan. As they make it in Sicily."
                     *           },
                     *           "quantity": 2,
                     *           "price": 17.98
                     *         }
                     *       ],
                     *       "totalPrice": 17.98,
                     *       "name": "Sam Shopper",
                     *       "address": "8523 Aubrey Fork, West Jordi, NV 26113",
                     *       "addressLatLng": {
                     *         "lat": 40.7127753,
                     *         "lng": -74.0059728
                     *       },
                     *       "status": "PREPARING",
                     *       "createdAt": "2026-01-01T12:00:00.000Z",
                     *       "paymentId": "DEMO-7K2Q9XW4M1PA",
                     *       "statusHistory": [
                     *         {
                     *           "status": "PAID",
                     *           "at": "2026-01-01T12:01:00.000Z"
                     *         },
                     *         {
                     *           "status": "PREPARING",
                     *           "at": "2026-01-01T12:02:00.000Z"
                     *         }
                     *       ],
                     *       "estimatedDeliveryAt": "2026-01-01T12:20:00.000Z",
                     *       "customer": {
                     *         "id": "4b73d0e8026e1eb6b4de4f3f",
                     *         "name": "Sam Shopper",
                     *         "email": "shopper@foodstore.test"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOrder"];
                };
            };
            /** @description The status is missing or not one an admin can set, or the body is not a JSON object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Only administrators can change orders. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            /** @description No order has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Order not found. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            /** @description The order cannot go to that status from the one it has. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example This order is already delivered and cannot be changed. */
                    "text/plain": components["schemas"]["ErrorText"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
}
